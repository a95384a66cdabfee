/** Spec app.md §3 chart types. */
export type ChartType = 'bar' | 'line' | 'area' | 'pie';

/** Spec app.md §3 chart config. `yAxis` null: no numeric column, the chart counts rows per x value. */
export interface ChartConfig {
  readonly type: ChartType;
  readonly xAxis: string;
  readonly yAxis: string | null;
  readonly title: string;
}

/** One bar, point or slice. */
export interface ChartDatum {
  readonly label: string;
  readonly value: number;
}

/** Options of `aggregateForChart`. */
export interface AggregateOptions {
  /** Groups kept; default 10, or 8 for a pie (spec §9). */
  readonly limit?: number;
  /** 'value' (default): largest sums first; 'appearance': groups in file order (the dashboard's "first 8 groups"). */
  readonly order?: 'value' | 'appearance';
}
