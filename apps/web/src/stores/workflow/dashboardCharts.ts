import { customizedDashboard, widgetChartData } from '@tallyline/core';
import type { Dashboard, Dataset } from '@tallyline/core';
import type { ChartPoint, DashboardOptions } from './types.js';

/** The chart points of each chart widget, as core's widgetChartData computes them (the widget carries its aggregation and limit). */
export function dashboardCharts(ds: Dataset, dashboard: Dashboard): Record<string, ChartPoint[]> {
  const out: Record<string, ChartPoint[]> = {};
  for (const w of dashboard.widgets) {
    if (w.type !== 'chart' || !w.chartType || !w.xAxis) continue;
    out[w.id] = widgetChartData(ds, w);
  }
  return out;
}

/** What step 2 computes: the dashboard and its chart points. */
export interface DashboardResult {
  dashboard: Dashboard;
  charts: Record<string, ChartPoint[]>;
}

/** The dashboard for the step's choices (core's customizedDashboard: the rule the report's re-run applies too) and its chart points. */
export function computeDashboard(ds: Dataset, options: DashboardOptions): DashboardResult {
  const dashboard = customizedDashboard(ds, options);
  return { dashboard, charts: dashboardCharts(ds, dashboard) };
}
