import { DASHBOARD_GRID_COLUMNS, DASHBOARD_PIE_TOP_N, WIDGET_DATA_ROWS } from '../constants.js';
import type { Dataset, DataRow } from '../dataset/types.js';
import { datasetFingerprint } from '../stats/datasetFingerprint.js';
import { pickColumn } from '../stats/pickColumn.js';
import type { Dashboard, GenerateDashboardOptions, Widget, WidgetStats } from './types.js';

const CHART = { w: 8, h: 4 };
const SUMMARY = { w: 4, h: 4 };
const FALLBACK = { w: 12, h: 6 };

/**
 * The dashboard of spec app.md §2/§9: four widgets — bar distribution (0,0),
 * data summary (8,0), pie composition of the top 5 (0,4) and line trend (0,8); charts
 * 8×4, summary 4×4 on a 12-column grid. Each widget carries the first 10 rows and the
 * dataset's stats. With no numeric column it is one summary widget 12×6 (the fallback).
 * The x axis is the first string column (else the first header), y the first numeric
 * column; the line trend runs along the first date column when there is one.
 *
 * @example
 * generateDashboard(ds).widgets.map((w) => w.title);
 * // ['sales by region', 'Data Summary', 'Top 5 region by sales', 'sales trend']
 */
export function generateDashboard(ds: Dataset, options: GenerateDashboardOptions = {}): Dashboard {
  const id = options.id ?? `dashboard-${datasetFingerprint(ds)}`;
  const y = pickColumn(ds, 'number', options.yColumn)?.name;
  const x = pickColumn(ds, 'string', options.xColumn)?.name ?? ds.headers[0];
  const lineX = pickColumn(ds, 'date')?.name ?? x;
  const data = firstRows(ds);
  const stats: WidgetStats = {
    totalRows: ds.rowCount,
    totalColumns: ds.headers.length,
    numericColumns: ds.summary.numericColumns,
  };
  const summary = (w: number, h: number, px: number): Widget => ({
    id: `${id}-summary`,
    type: 'summary',
    title: 'Data Summary',
    data,
    stats,
    position: { x: px, y: 0, w, h },
  });
  const widgets: Widget[] =
    y === undefined || x === undefined
      ? [summary(FALLBACK.w, FALLBACK.h, 0)]
      : [
          chart(`${id}-bar`, `${y} by ${x}`, 'bar', x, y, 0),
          summary(SUMMARY.w, SUMMARY.h, CHART.w),
          chart(`${id}-pie`, `Top ${DASHBOARD_PIE_TOP_N} ${x} by ${y}`, 'pie', x, y, CHART.h),
          chart(`${id}-line`, `${y} trend`, 'line', lineX!, y, 2 * CHART.h),
        ];
  return {
    id,
    name: options.name ?? 'Analytics Dashboard',
    description: `Generated from ${ds.rowCount} rows and ${ds.headers.length} columns`,
    widgets,
    isCustomizable: true,
    layout: { grid: 'grid', columns: DASHBOARD_GRID_COLUMNS },
  };

  function chart(wid: string, title: string, chartType: 'bar' | 'pie' | 'line', xAxis: string, yAxis: string, py: number): Widget {
    return { id: wid, type: 'chart', title, chartType, xAxis, yAxis, data, stats, position: { x: 0, y: py, ...CHART } };
  }
}

function firstRows(ds: Dataset): DataRow[] {
  const n = Math.min(WIDGET_DATA_ROWS, ds.rowCount);
  return Array.from({ length: n }, (_, i) => ds.row(i));
}
