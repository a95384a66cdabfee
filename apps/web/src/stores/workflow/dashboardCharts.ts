import { generateDashboard, widgetChartData, withWidgetChart } from '@tallyline/core';
import type { ChartChoice, Dashboard, Dataset, Widget } from '@tallyline/core';
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

/** A generated panel with the user's chart choice (issue 13 chart controls); unchanged without one or when it no longer fits the data. */
export function customizedWidget(ds: Dataset, widget: Widget, choice: ChartChoice | undefined): Widget {
  if (!choice || widget.type !== 'chart' || Object.keys(choice).length === 0) return widget;
  try {
    return withWidgetChart(ds, widget, choice);
  } catch {
    return widget;
  }
}

/** The dashboard core generates for the header's columns, with each customised panel's choice applied. */
export function dashboardFor(ds: Dataset, options: DashboardOptions): Dashboard {
  const { charts: choices, ...columns } = options;
  const dashboard = generateDashboard(ds, columns);
  if (!choices) return dashboard;
  return { ...dashboard, widgets: dashboard.widgets.map((w) => customizedWidget(ds, w, choices[w.id])) };
}

export function computeDashboard(ds: Dataset, options: DashboardOptions): DashboardResult {
  const dashboard = dashboardFor(ds, options);
  return { dashboard, charts: dashboardCharts(ds, dashboard) };
}
