import { chartLeftOut } from '../chart/chartLeftOut.js';
import { chartTitle } from '../chart/chartTitle.js';
import { chartTitleFor } from '../chart/chartTitleFor.js';
import { chooseTimeUnit } from '../chart/chooseTimeUnit.js';
import { pieTitle } from '../chart/pieTitle.js';
import type { ChartAggregation } from '../chart/types.js';
import { DASHBOARD_GRID_COLUMNS, DASHBOARD_GROUPS, DASHBOARD_PIE_TOP_N, WIDGET_DATA_ROWS } from '../constants.js';
import type { Dataset, DataRow } from '../dataset/types.js';
import { columnRole } from '../roles/columnRole.js';
import { pickCategory } from '../roles/pickCategory.js';
import { primaryMeasure } from '../roles/primaryMeasure.js';
import { rowsArePeriods } from '../roles/rowsArePeriods.js';
import { datasetFingerprint } from '../stats/datasetFingerprint.js';
import type { Dashboard, GenerateDashboardOptions, Widget, WidgetStats } from './types.js';
import { dashboardDescription } from './dashboardDescription.js';

const CHART = { w: 8, h: 4 };
const SUMMARY = { w: 4, h: 4 };
const FALLBACK = { w: 12, h: 6 };

/**
 * The dashboard of spec app.md §2/§9 with issue 13's roles (docs/analytics.md "Dashboard"): a bar of the
 * measure by a category (top 8 by value), the data summary, a pie of the top 5 (`pieTitle`: 'share of …', '(top 5)' only
 * when groups are left out) — of an additive measure,
 * or of row counts when the measure is averaged (a pie of mean prices adds up to nothing) — and a line
 * over the whole time range in time order, bucketed by `chooseTimeUnit`, one line per series-key value.
 * The measure is `primaryMeasure` aggregated its own way (sum or mean); no measure: rows are counted. When each row is
 * one period (`rowsArePeriods`: a daily weather log) the bar of an additive measure is its mean per row instead — rain
 * days and sun days occur different numbers of times — while the pie keeps the shares of the total.
 * The category is `pickCategory`: never an identifier or free text, except a summary table's per-row label (one
 * bar per row, 'revenue per region (one row each)'; no pie of row counts over it). Every title names its aggregation
 * ('mean temp_max by month'). Panels without their column are left out (no time → no line); with neither
 * a category nor a time column it is the spec's one summary widget 12×6. Charts 8×4 down the left,
 * summary 4×4 at (8, 0). Each widget carries the first 10 rows and the dataset's stats.
 *
 * @example
 * generateDashboard(weather).widgets.map((w) => w.title);
 * // ['mean precipitation by weather', 'Data Summary', 'share of total precipitation by weather', 'sum precipitation by month']
 */
export function generateDashboard(ds: Dataset, options: GenerateDashboardOptions = {}): Dashboard {
  const id = options.id ?? `dashboard-${datasetFingerprint(ds)}`;
  const measure = options.yColumn !== undefined ? columnRole(ds, options.yColumn) : primaryMeasure(ds);
  const y = measure?.column ?? null;
  const aggregation: ChartAggregation = measure ? (measure.aggregation ?? 'sum') : 'count';
  const category = options.xColumn ?? pickCategory(ds)?.column;
  const time = ds.roles.find((r) => r.role === 'time')?.column;
  const series = ds.roles.find((r) => r.role === 'series')?.column;
  const data = firstRows(ds);
  const stats: WidgetStats = { totalRows: ds.rowCount, totalColumns: ds.headers.length, numericColumns: ds.summary.numericColumns };
  const summary = (w: number, h: number, px: number): Widget => ({ id: `${id}-summary`, type: 'summary', title: 'Data Summary', data, stats, position: { x: px, y: 0, w, h } });
  const charts: Omit<Widget, 'data' | 'stats' | 'position'>[] = [];
  if (category !== undefined) {
    const own = { xAxis: category, yAxis: y, aggregation } as const;
    // one row per period (a daily log): the groups are kinds of period, met different numbers of times — the bar
    // compares them per row (mean precipitation on a rain day), the pie keeps the parts of the total (rowsArePeriods)
    const bar = aggregation === 'sum' && time !== undefined && rowsArePeriods(ds, time) ? ({ ...own, aggregation: 'mean' } as const) : own;
    // the title says when a category is left out as the total of the others (chartData leaves it out)
    const without = (c: typeof own | typeof bar) => {
      const leftOut = chartLeftOut(ds, c);
      return leftOut ? `, without ${leftOut.name} (the total of the others)` : '';
    };
    charts.push({ id: `${id}-bar`, type: 'chart', chartType: 'bar', title: chartTitleFor(ds, bar, undefined, DASHBOARD_GROUPS) + without(bar), ...axes(bar), limit: DASHBOARD_GROUPS });
    // parts of a whole only add up for a sum; otherwise the pie shows how the rows split — except over a summary
    // table's per-row labels, where every row is 1 of n and such a pie says nothing
    const pie = aggregation === 'sum' ? own : ({ xAxis: category, yAxis: null, aggregation: 'count' } as const);
    const perRow = ds.roles.find((r) => r.column === category)?.label === true;
    if (pie === own || !perRow)
      // the pie says it shows shares ('share of total amount by region'): beside the bar over the same sum it must not read alike
      charts.push({ id: `${id}-pie`, type: 'chart', chartType: 'pie', title: pieTitle(ds, pie, DASHBOARD_PIE_TOP_N) + (pie === own ? without(pie) : ''), ...axes(pie), limit: DASHBOARD_PIE_TOP_N });
  }
  if (time !== undefined) {
    const line = { xAxis: time, yAxis: y, aggregation, unit: chooseTimeUnit(ds, time), ...(series ? { series } : {}) };
    charts.push({ id: `${id}-line`, type: 'chart', chartType: 'line', title: chartTitle(line), ...axes(line) });
  }
  const widgets: Widget[] =
    charts.length === 0
      ? [summary(FALLBACK.w, FALLBACK.h, 0)]
      : [
          ...charts.slice(0, 1).map((c) => ({ ...c, data, stats, position: { x: 0, y: 0, ...CHART } })),
          summary(SUMMARY.w, SUMMARY.h, CHART.w),
          ...charts.slice(1).map((c, i) => ({ ...c, data, stats, position: { x: 0, y: (i + 1) * CHART.h, ...CHART } })),
        ];
  return {
    id,
    name: options.name ?? 'Analytics Dashboard',
    description: dashboardDescription(ds),
    widgets,
    isCustomizable: true,
    layout: { grid: 'grid', columns: DASHBOARD_GRID_COLUMNS },
  };
}

/** A panel's axes as Widget fields (a counted panel has no yAxis). */
function axes(c: { xAxis: string; yAxis: string | null; aggregation: Widget['aggregation']; unit?: Widget['unit']; series?: string }): Pick<Widget, 'xAxis' | 'yAxis' | 'aggregation' | 'unit' | 'series'> {
  return { xAxis: c.xAxis, ...(c.yAxis !== null ? { yAxis: c.yAxis } : {}), aggregation: c.aggregation, ...(c.unit ? { unit: c.unit } : {}), ...(c.series ? { series: c.series } : {}) };
}

function firstRows(ds: Dataset): DataRow[] {
  const n = Math.min(WIDGET_DATA_ROWS, ds.rowCount);
  return Array.from({ length: n }, (_, i) => ds.row(i));
}
