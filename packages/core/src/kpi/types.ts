import type { CalendarUnit, TrendAggregation } from '../trend/types.js';

/** Spec app.md §3 KPI trend. */
export type KpiTrend = 'up' | 'down' | 'stable';

/** Spec app.md §3 KPI, field names as the spec spells them, plus how it was computed. */
export interface Kpi {
  readonly id: string;
  readonly name: string;
  /** States the periods compared and the status rule. */
  readonly description: string;
  readonly current_value: number;
  readonly target_value: number;
  /** The arrow: 'up' when current_value is above target_value, 'down' when below, 'stable' when equal (`kpiArrow`). */
  readonly trend: KpiTrend;
  readonly category: string;
  /** The computation, e.g. 'SUM(precipitation) in 2015-12 vs 2014-12'. */
  readonly formula: string;
  /** The column it measures; absent on sample KPIs. */
  readonly column?: string;
  /** How the column's rows in a period combine. */
  readonly aggregation?: TrendAggregation;
  /** The entity of the series key the KPI follows (stocks.csv: 'AAPL'). */
  readonly entity?: string;
  /** The calendar unit of the periods compared (absent without a time column). */
  readonly unit?: CalendarUnit;
  /** The period current_value comes from, and the one target_value comes from. */
  readonly period?: string;
  readonly baseline?: string;
  /**
   * Set for interval quantities (temperatures) and targets at or below 0, where a ratio means
   * nothing: the typical change between compared periods; status then counts how many of these
   * the current value falls short of the target (see `kpiStatus`).
   */
  readonly tolerance?: number;
  /**
   * Which way is better (`kpiBetter`): 'lower' when the header names a cost, loss or harm; 'none' when
   * nothing says (wind, rainfall, temperatures: the status is then neutral, `kpiStatus`); absent = higher
   * is better (money, sales, counts; and KPIs from before issue 13's polarity).
   */
  readonly better?: 'lower' | 'none';
  /**
   * false when the KPI compared nothing: no earlier complete period (no time column, or only one period) and no
   * target set by the user — target_value then repeats current_value. Its status is 'Not compared', never
   * judged (`kpiStatus`). Absent when it compared something (and on KPIs stored before issue 13).
   */
  readonly compared?: false;
  /**
   * With a time column, why no two periods were compared (issue 13: a KPI never compares one row with 62, nor
   * a partial year): a phrase after "with", e.g. 'dates too sparse to compare periods: only 5 months of the 20
   * from 1992-04 to 1993-11 hold a row'. current_value is then the measure over all rows, and `compared` is false.
   */
  readonly notCompared?: string;
}

/**
 * Spec app.md §9 KPI status labels when a direction is better; 'Above target', 'Below target' and 'At
 * target' for KPIs with no better direction (`better: 'none'`), which are compared, not judged; 'Not compared'
 * for a KPI with nothing to compare with (`compared: false`: no earlier period, no target set).
 */
export type KpiStatusLabel = 'On Track' | 'At Risk' | 'Behind' | 'Above target' | 'Below target' | 'At target' | 'Not compared';

export interface KpiStatus {
  readonly status: KpiStatusLabel;
  /** current_value / target_value, or its tolerance equivalent (see kpiStatus); NaN when 'Not compared'. */
  readonly ratio: number;
  /** ratio × 100, clamped to 0..100, one decimal. */
  readonly progress: number;
}

export interface GenerateKpisOptions {
  /** Measures to follow, in order (default: the measures of `ds.roles`, never identifiers or years). */
  readonly columns?: readonly string[];
  /** Time column (default: the first time column of `ds.roles`; null = none, rows in file order). */
  readonly dateColumn?: string | null;
  /** Series key (default: the series column of `ds.roles`; null = none): one KPI per entity, never a splice. */
  readonly seriesKey?: string | null;
  /** Target per column name, replacing the baseline period's value. */
  readonly targets?: Readonly<Record<string, number>>;
}
