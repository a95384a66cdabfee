import type { ChartChoice } from '../chart/types.js';
import type { Dataset } from '../dataset/types.js';
import { generateDashboard } from './generateDashboard.js';
import type { Dashboard, GenerateDashboardOptions, Widget } from './types.js';
import { withWidgetChart } from './withWidgetChart.js';

/** The dashboard step's choices: the header's category and measure, and each customised panel's chart choice by widget id. */
export interface DashboardSettings extends Pick<GenerateDashboardOptions, 'xColumn' | 'yColumn'> {
  readonly charts?: Readonly<Record<string, ChartChoice>>;
}

/**
 * A generated panel with the user's chart choice (issue 13 chart controls); unchanged without a choice,
 * for a panel that is not a chart, or when the choice no longer fits the data (a refreshed file) — a
 * stale choice must not cost the user the whole dashboard.
 *
 * @example
 * customizedWidget(weather, bar, { aggregation: 'max' }).aggregation; // 'max'
 */
export function customizedWidget(ds: Dataset, widget: Widget, choice: ChartChoice | undefined): Widget {
  if (!choice || widget.type !== 'chart' || Object.keys(choice).length === 0) return widget;
  try {
    return withWidgetChart(ds, widget, choice);
  } catch {
    return widget;
  }
}

/**
 * The dashboard the app shows for these choices: generated for the header's columns, then each
 * customised panel's choice applied to the panel as generated (not over an earlier choice), so the
 * same choices give the same dashboard in the app, after a reload, and on `tallyline rerun`.
 *
 * @example
 * customizedDashboard(weather, { xColumn: 'weather', charts: { 'widget-3': { aggregation: 'max' } } });
 */
export function customizedDashboard(ds: Dataset, settings: DashboardSettings = {}): Dashboard {
  const { charts: choices, ...columns } = settings;
  const dashboard = generateDashboard(ds, columns);
  if (!choices) return dashboard;
  return { ...dashboard, widgets: dashboard.widgets.map((w) => customizedWidget(ds, w, choices[w.id])) };
}
