import type { QueryAggregation, TimeUnit } from '../query/types.js';

/** Spec app.md §3 chart types. */
export type ChartType = 'bar' | 'line' | 'area' | 'pie';

/**
 * Spec app.md §3 chart config. `yAxis` null: no numeric column, the chart counts rows per x value.
 * The optional fields (issue 13) say how the data is aggregated; `chartData` reads them.
 */
export interface ChartConfig {
  readonly type: ChartType;
  readonly xAxis: string;
  readonly yAxis: string | null;
  readonly title: string;
  /** How y combines per x group (default 'sum', spec §9); the measure's own aggregation by default (roles). */
  readonly aggregation?: ChartAggregation;
  /** Bucket a time x by this calendar unit (in time order) instead of grouping by each distinct value. */
  readonly unit?: TimeUnit;
  /** One line per value of this column (a series key), never spliced into one line: line and area charts. */
  readonly series?: string;
}

/** One bar, point or slice; `series` names the line a point belongs to when a chart has several. */
export interface ChartDatum {
  readonly label: string;
  readonly value: number;
  readonly series?: string;
  /**
   * Set on a pie's one slice that holds the groups past its top ('Other (54 more)', `chartData`): no group of its own,
   * so a chart draws it apart (a neutral colour, not the next category's) and never by its label's words.
   */
  readonly rest?: true;
}

/** Options of `chartData`. */
export interface ChartDataOptions {
  /** Groups kept (x values; per series for a series chart); default 10, or 8 for a pie (spec §9); time charts keep every bucket. */
  readonly limit?: number;
  /** Series drawn at most, the largest by their aggregate over all rows (default 5). */
  readonly maxSeries?: number;
}

/** How `aggregateForChart` combines y per group: the query layer's aggregations that give a number. */
export type ChartAggregation = Exclude<QueryAggregation, 'mode' | 'percentile'>;

/** Options of `aggregateForChart`. */
export interface AggregateOptions {
  /** Groups kept; default 10, or 8 for a pie (spec §9). */
  readonly limit?: number;
  /**
   * 'value' (default without `unit`): largest first; 'appearance': groups in file order (the dashboard's
   * "first 8 groups"); 'time' (default with `unit`): in key order, oldest bucket first.
   */
  readonly order?: 'value' | 'appearance' | 'time';
  /** How y values combine per group; default 'sum' (spec §9). 'count' counts non-empty y cells, 'distinct' distinct y values. */
  readonly aggregation?: ChartAggregation;
  /** Bucket a time x by this calendar unit ('month', 'year', …) instead of grouping by each distinct value. */
  readonly unit?: TimeUnit;
}

/** What a user may change on a chart (issue 13 chart controls); unset fields keep the chart's. */
export interface ChartChoice {
  readonly xAxis?: string;
  /** null: count rows. */
  readonly yAxis?: string | null;
  readonly aggregation?: ChartAggregation;
  /** null: no series. */
  readonly series?: string | null;
}

/** The columns and aggregations the chart controls offer (`chartChoices`). */
export interface ChartChoices {
  /** Columns to put on x: time columns, categories, the series key and summary-table labels — never other identifiers or free text. */
  readonly xAxes: readonly string[];
  /** Measures to show (never an id or a year); 'count of rows' is always possible too (yAxis null). */
  readonly values: readonly string[];
  readonly aggregations: readonly ChartAggregation[];
  /** Columns that can split a time chart into one line per value: the series key and categories of at most 50 values. */
  readonly series: readonly string[];
}
