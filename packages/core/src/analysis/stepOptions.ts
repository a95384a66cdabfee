import type { DashboardSettings } from '../dashboard/customizedDashboard.js';
import type { GenerateKpisOptions } from '../kpi/types.js';
import type { GeneratePortfolioOptions, PortfolioEdit } from '../portfolio/types.js';
import type { AnalyzeTrendOptions } from '../trend/types.js';
import type { AnalysisSettings } from './types.js';

/** What each generator of an analysis is called with. */
export interface StepOptions {
  readonly dashboard: DashboardSettings;
  readonly kpis: GenerateKpisOptions;
  readonly portfolio: GeneratePortfolioOptions;
  readonly portfolioEdits: readonly PortfolioEdit[];
  readonly trend: AnalyzeTrendOptions;
}

/**
 * The one rule that turns settings into each step's options: a step's own setting wins, else the shared
 * one, else nothing (the generator's default). An unset choice is left out, not passed as undefined, so
 * the app's step with no choices and an analysis with no settings call the generators identically.
 *
 * @example
 * stepOptions({ valueColumn: 'sales', trend: { column: 'units' } }).trend; // { column: 'units' }
 */
export function stepOptions(settings: AnalysisSettings): StepOptions {
  const { dateColumn, groupColumn, valueColumn, horizon, anomalyThreshold } = settings;
  const d = settings.dashboard ?? {};
  const k = settings.kpis ?? {};
  const p = settings.portfolio ?? {};
  const t = settings.trend ?? {};
  const kpiColumns = k.columns ?? (valueColumn === undefined ? undefined : [valueColumn]);
  const trendDate = t.dateColumn !== undefined ? t.dateColumn : dateColumn;
  return {
    dashboard: defined({ xColumn: d.xColumn ?? groupColumn, yColumn: d.yColumn ?? valueColumn, charts: d.charts }),
    kpis: defined({ columns: kpiColumns, dateColumn, targets: k.targets }),
    portfolio: defined({ groupColumn: p.groupColumn ?? groupColumn, valueColumn: p.valueColumn ?? valueColumn, dateColumn }),
    portfolioEdits: p.edits ?? [],
    trend: defined({ column: t.column ?? valueColumn, dateColumn: trendDate, entity: t.entity, horizon: t.horizon ?? horizon, anomalyThreshold }),
  };
}

/** `o` without its undefined fields (a null is a choice and stays). */
function defined<T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
