import type { AnalysisSettings } from './types.js';

/**
 * Every column name the settings mention (shared choices, each step's columns, KPI targets, chart
 * choices), so an analysis refuses a misspelt name instead of quietly using a default.
 *
 * @example
 * settingsColumns({ dateColumn: 'day', kpis: { targets: { sales: 100 } } }); // ['day', 'sales']
 */
export function settingsColumns(s: AnalysisSettings): string[] {
  const charts = Object.values(s.dashboard?.charts ?? {}).flatMap((c) => [c.xAxis, c.yAxis, c.series]);
  const named = [
    s.dateColumn,
    s.groupColumn,
    s.valueColumn,
    s.dashboard?.xColumn,
    s.dashboard?.yColumn,
    ...charts,
    ...(s.kpis?.columns ?? []),
    ...Object.keys(s.kpis?.targets ?? {}),
    s.portfolio?.groupColumn,
    s.portfolio?.valueColumn,
    s.trend?.column,
    s.trend?.dateColumn,
  ];
  return [...new Set(named.filter((c): c is string => typeof c === 'string'))];
}
