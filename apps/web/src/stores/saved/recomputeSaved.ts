import { dashboardDescription, fingerprintDataset, isGeneratedDescription, WIDGET_DATA_ROWS, type Dashboard, type Dataset, type Report, type Widget } from '@tallyline/core';
import { dashboardCharts } from '../workflow/dashboardCharts.js';
import type { ChartPoint } from '../workflow/types.js';

/**
 * A saved dashboard or report reopened over its dataset as the dataset is now (issue 18: after a
 * refresh — replace, append or a restored version — what was built on it recomputes). The saved
 * dashboard keeps its panels and chart choices; their rows, counts and chart points are the data's.
 */

/** The saved dashboard's panels over `ds`: the same panels, with the data's first rows, counts and chart points. */
export function recomputeDashboard(ds: Dataset, saved: Dashboard): { dashboard: Dashboard; charts: Record<string, ChartPoint[]> } {
  const stats = { totalRows: ds.rowCount, totalColumns: ds.headers.length, numericColumns: ds.summary.numericColumns };
  const data = Array.from({ length: Math.min(WIDGET_DATA_ROWS, ds.rowCount) }, (_, i) => ds.row(i));
  const dashboard: Dashboard = {
    ...saved,
    // core's generated description names the counts; one the user wrote is kept
    description: isGeneratedDescription(saved.description) ? dashboardDescription(ds) : saved.description,
    widgets: saved.widgets.map((w): Widget => ({ ...w, data, stats })),
  };
  return { dashboard, charts: dashboardCharts(ds, dashboard) };
}

/** The widgets as a dashboard row stores them: each chart panel with its drawn points (for the public link). */
export function widgetsWithPoints(dashboard: Dashboard, charts: Readonly<Record<string, readonly ChartPoint[]>>): (Widget & { chartData?: readonly ChartPoint[] })[] {
  return dashboard.widgets.map((w) => (charts[w.id] ? { ...w, chartData: charts[w.id] } : w));
}

/** JSON with sorted keys: the database returns jsonb objects in its own key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/**
 * Was `report` made from other data than `ds`? Its reproducibility header names the data's fingerprint;
 * a report saved without one is compared by its row and column counts.
 */
export function reportIsStale(report: Report, ds: Dataset): boolean {
  if (report.header) return report.header.dataset.fingerprint !== fingerprintDataset(ds);
  return report.summary.dataPoints !== ds.rowCount || report.summary.columns !== ds.headers.length;
}
