/** Spec app.md §3 KPI trend. */
export type KpiTrend = 'up' | 'down' | 'stable';

/** Spec app.md §3 KPI, field names as the spec spells them. */
export interface Kpi {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly current_value: number;
  readonly target_value: number;
  readonly trend: KpiTrend;
  readonly category: string;
  readonly formula: string;
  /** The column it measures; absent on sample KPIs. */
  readonly column?: string;
}

/** Spec app.md §9 KPI status labels. */
export type KpiStatusLabel = 'On Track' | 'At Risk' | 'Behind';

export interface KpiStatus {
  readonly status: KpiStatusLabel;
  /** current_value / target_value (see kpiStatus for target 0). */
  readonly ratio: number;
  /** ratio × 100, clamped to 0..100, one decimal. */
  readonly progress: number;
}

export interface GenerateKpisOptions {
  /** Numeric columns to measure, in order (default: the first 4 numeric columns). */
  readonly columns?: readonly string[];
  /** Orders rows for the trend (default: first date column; null = row order). */
  readonly dateColumn?: string | null;
  /** Target per column name, overriding 80% of the column's maximum. */
  readonly targets?: Readonly<Record<string, number>>;
}
