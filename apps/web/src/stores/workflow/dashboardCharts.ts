import { aggregateForChart, DASHBOARD_GROUPS, DASHBOARD_PIE_TOP_N, generateDashboard } from '@tallyline/core';
import type { Dashboard, Dataset } from '@tallyline/core';
import type { ChartPoint, DashboardOptions } from './types.js';

/** The chart points of each chart widget: the dashboard charts use the first 8 groups, the pie the top 5 (spec §9). */
export function dashboardCharts(ds: Dataset, dashboard: Dashboard): Record<string, ChartPoint[]> {
  const out: Record<string, ChartPoint[]> = {};
  for (const w of dashboard.widgets) {
    if (w.type !== 'chart' || !w.chartType || !w.xAxis) continue;
    const options = w.chartType === 'pie' ? { limit: DASHBOARD_PIE_TOP_N } : { limit: DASHBOARD_GROUPS, order: 'appearance' as const };
    out[w.id] = aggregateForChart(ds, { type: w.chartType, xAxis: w.xAxis, yAxis: w.yAxis ?? null, title: w.title }, options);
  }
  return out;
}

/** What step 2 computes: the dashboard and its chart points. */
export interface DashboardResult {
  dashboard: Dashboard;
  charts: Record<string, ChartPoint[]>;
}

export function computeDashboard(ds: Dataset, options: DashboardOptions): DashboardResult {
  const dashboard = generateDashboard(ds, options);
  return { dashboard, charts: dashboardCharts(ds, dashboard) };
}
