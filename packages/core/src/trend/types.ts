/** One point of a trend (spec app.md §3), plus the model's numbers. */
export interface TrendPoint {
  /** Label: the date as written in the file, a bucket ('2024-03', '2024-Q1', 'Week of 2024-01-01'), or 'Period n'. */
  readonly period: string;
  readonly value: number;
  readonly predicted: boolean;
  readonly anomaly: boolean;
  /** UTC epoch ms of the point (or of its bucket's start) when the series has dates. */
  readonly time?: number;
  /** The model's one-step-ahead forecast for a historical point (absent where none exists). */
  readonly fitted?: number;
  /** Robust z-score of the point's residual (historical points with a residual). */
  readonly score?: number;
  /** Prediction intervals (forecast points only). */
  readonly lower80?: number;
  readonly upper80?: number;
  readonly lower95?: number;
  readonly upper95?: number;
}

export type TrendDirection = 'Upward' | 'Downward';

/** How rows sharing a date become one point. */
export type TrendCombine = 'sum' | 'mean';

export type CalendarUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';

/** The fitted exponential-smoothing model (ETS error-correction form). */
export interface TrendModel {
  readonly method: 'holt-winters' | 'holt' | 'naive';
  readonly alpha: number;
  readonly beta: number;
  readonly gamma: number;
  readonly phi: number;
  /** Season length (0 = no seasonality). */
  readonly seasonPeriod: number;
  /** Residual standard deviation of one-step errors. */
  readonly sigma: number;
}

/** Spec app.md §3 trend result, plus what the screen and report need. */
export interface TrendResult {
  readonly data: readonly TrendPoint[];
  readonly insights: readonly string[];
  /** Count of anomalous points. */
  readonly anomalies: number;
  readonly direction: TrendDirection;
  readonly column?: string;
  readonly dateColumn?: string;
  readonly model: TrendModel;
  /** Set when more than 500 points were combined into buckets. */
  readonly bucketed?: { readonly from: number; readonly to: number; readonly unit: CalendarUnit | 'rows' };
  /** True for the fixed sample of spec §9 (no numeric column). */
  readonly isSample: boolean;
}

export interface AnalyzeTrendOptions {
  /** Measured column (default: first numeric column). */
  readonly column?: string;
  /** Ordering column (default: first date column; null = row order). */
  readonly dateColumn?: string | null;
  /** Rows sharing a date: 'sum' (default) or 'mean'. */
  readonly combine?: TrendCombine;
  /** Anomaly threshold on |robust z| (default 3.5). */
  readonly anomalyThreshold?: number;
}

/** A series ready for modelling. */
export interface Series {
  readonly values: number[];
  readonly labels: string[];
  /** Epoch ms per point, when ordered by a date column. */
  readonly times?: number[];
  /** Calendar unit of the points when bucketed by one. */
  readonly unit?: CalendarUnit;
  /** Consecutive-row bucket size, when bucketed by rows. */
  readonly rowsPerBucket?: number;
}
