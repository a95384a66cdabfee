import { chartData, defaultChartConfig, suggestedQuestions, withChartType } from '@tallyline/core';
import type { ChartConfig, ChartDatum, Dataset } from '@tallyline/core';
import { computeDashboard, type DashboardResult } from '../stores/workflow/dashboardCharts.js';

/**
 * What the page would compute from a new upload's dataset right after the summary cards, computed by the
 * parse worker on its own copy of the columns and posted after the dataset (issue 15: no main-thread task
 * over 100 ms during the load; on a 100 MB file the dashboard ahead was a 0.66 s task, the suggested
 * questions 0.32 s and the chart ~0.3 s). The same functions the page calls, so the page takes these instead of computing them.
 * A field is null when its computation failed: the page then computes it itself (and fails the same way).
 */
export interface AheadResults {
  /** `computeDashboard(ds, {})`: step 2 for a new upload's options (`dashboardOptions` starts as {}). */
  dashboard: DashboardResult | null;
  /** `suggestedQuestions(ds)`: the chat card's questions. */
  suggestions: string[] | null;
  /**
   * The upload screen's chart before any choice: `base` = `defaultChartConfig(ds)` (what the chart controls start
   * from: ~160 ms on the page for a 100 MB file, it reads the time column's range), `config` = it with its own
   * type, `data` = `chartData(ds, config)` (ChartCard).
   */
  chart: { base: ChartConfig; config: ChartConfig; data: ChartDatum[] } | null;
}

/** The config the chart card draws for `ds` before the user chooses anything (no choice, core's type), from `base` = defaultChartConfig(ds). */
export function defaultChart(ds: Dataset, base: ChartConfig = defaultChartConfig(ds)): ChartConfig {
  return withChartType(ds, base, base.type);
}

/** The dashboard options a new upload starts with, which `AheadResults.dashboard` was computed for. */
export const AHEAD_DASHBOARD_OPTIONS = {} as const;

function attempt<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch {
    return null;
  }
}

/** Computes the results for `ds` (in the parse worker). */
export function computeAheadResults(ds: Dataset): AheadResults {
  return {
    dashboard: attempt(() => computeDashboard(ds, AHEAD_DASHBOARD_OPTIONS)),
    suggestions: attempt(() => suggestedQuestions(ds)),
    chart: attempt(() => {
      const base = defaultChartConfig(ds);
      const config = defaultChart(ds, base);
      return { base, config, data: chartData(ds, config) };
    }),
  };
}
