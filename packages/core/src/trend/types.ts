import type { CalendarProfile } from './calendarProfile.js';
/** One point of a trend (spec app.md §3), plus the model's numbers. */
export interface TrendPoint {
  /** Label: a calendar bucket ('2024-03-05', 'Week of 2024-01-01', '2024-03', '2024-Q1', '2024'), or 'Period n' in row order. */
  readonly period: string;
  readonly value: number;
  readonly predicted: boolean;
  readonly anomaly: boolean;
  /** UTC epoch ms of the bucket's start when the series has dates. */
  readonly time?: number;
  /** The chosen model's one-step-ahead forecast for a historical point (absent where none exists). */
  readonly fitted?: number;
  /** Robust z-score of the point's residual (historical points with a residual). */
  readonly score?: number;
  /** Prediction intervals (forecast points only). */
  readonly lower80?: number;
  readonly upper80?: number;
  readonly lower95?: number;
  readonly upper95?: number;
}

/**
 * The direction card. The spec's two values, plus 'No clear trend' when the fitted slope
 * is within its uncertainty (issue 13: a flat noisy series is not "Downward").
 */
export type TrendDirection = 'Upward' | 'Downward' | 'No clear trend';

/**
 * How the rows in one period become its value: sum for additive measures (flows), mean for the others; 'stock' for
 * levels at a moment (population, inventory, balance, headcount): the sum of the rows at the period's last time —
 * across entities at one date, never across dates.
 */
export type TrendAggregation = 'sum' | 'mean' | 'stock';

/**
 * How a change is reported: 'ratio' quantities (amounts, counts, prices) in units and percent;
 * 'interval' ones (temperatures, rates, anything that can be negative) in units only.
 */
export type TrendScale = 'ratio' | 'interval';

export type CalendarUnit = 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

/** The forecast models the backtest chooses between. */
export type ForecastMethod = 'naive' | 'seasonal-naive' | 'smoothing' | 'holt-winters';

/** The fitted model (additive exponential smoothing in error-correction form; naive models are special cases). */
export interface TrendModel {
  readonly method: ForecastMethod;
  /** Whether the model carries a (possibly damped) trend. */
  readonly trend: boolean;
  readonly alpha: number;
  readonly beta: number;
  readonly gamma: number;
  readonly phi: number;
  /** Season length in periods (0 = no season). */
  readonly seasonPeriod: number;
  /** Residual standard deviation of one-step errors. */
  readonly sigma: number;
}

/** A calendar season that won the backtest. */
export interface TrendSeason {
  /** Length in periods: 7 (days in a week), 12 (months in a year), 52 (weeks), 4 (quarters), 24 (hours). */
  readonly period: number;
  /** 'weekly', 'yearly' or 'daily'. */
  readonly name: string;
}

/** The change along the least-squares line through the complete periods. */
export interface TrendChange {
  /** First and last complete period. */
  readonly from: string;
  readonly to: string;
  /** Number of complete periods the line is fitted to. */
  readonly periods: number;
  /** The line's value at the first and the last period. */
  readonly start: number;
  readonly end: number;
  /** end − start, in the column's units. */
  readonly absolute: number;
  /**
   * (end − start) / start × 100, for ratio quantities whose line stays above 0 and starts near the observed
   * level (within ⅔ to 1.5 × the mean of the first periods, `percentWithheld`) only.
   */
  readonly percent?: number;
  /** The observed values of the first and the last complete period (context for the line's change). */
  readonly first: number;
  readonly last: number;
  /**
   * Set when a ratio quantity gets no % because the line starts far from the data (stocks.csv's AMZN: the
   * line starts at 11.4, the first 13 months average 41.9): `level` is that mean, over `periods` periods.
   */
  readonly percentWithheld?: { readonly level: number; readonly periods: number };
  /** Slope per period and its standard error (widened for autocorrelated residuals). */
  readonly slope: number;
  readonly standardError: number;
  /** |slope| > 1.96 standard errors. */
  readonly clear: boolean;
}

/** One model's score on the rolling-origin backtest. */
export interface BacktestScore {
  readonly method: ForecastMethod;
  readonly seasonPeriod: number;
  readonly trend: boolean;
  /** Mean absolute error over every held-out step 1..horizon from every origin. */
  readonly mae: number;
}

/** Forecast quality as Tableau reports it. */
export interface ForecastQuality {
  /** Backtest MAE / in-sample MAE of the one-step naive forecast (Hyndman & Koehler 2006). */
  readonly mase: number;
  /** Tableau's quality: 100 × max(1 − MASE, 0). */
  readonly score: number;
  /** Chosen model's backtest MAE / the naive forecast's backtest MAE (≤ 1 by construction). */
  readonly relativeToNaive: number;
  /** Forecast origins in the backtest. */
  readonly origins: number;
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
  readonly aggregation: TrendAggregation;
  readonly scale: TrendScale;
  /** Calendar unit of the periods (absent in row order). */
  readonly unit?: CalendarUnit;
  /** The series key column and the entity shown, with every entity, when the data holds several series. */
  readonly seriesKey?: string;
  readonly entity?: string;
  readonly entities?: readonly string[];
  /** Forecast periods. */
  readonly horizon: number;
  readonly model: TrendModel;
  readonly season: TrendSeason | null;
  /** The fitted-line change; absent with fewer than 3 complete periods. */
  readonly change?: TrendChange;
  /** Absent when the series is too short to backtest (the naive forecast is used). */
  readonly quality?: ForecastQuality;
  /** Every candidate's backtest score, best first. */
  readonly backtest: readonly BacktestScore[];
  /** Labels of incomplete first/last periods, left out of the analysis. */
  readonly partial: readonly string[];
  /** Set when several dates (or rows) were combined into each point. */
  readonly bucketed?: { readonly from: number; readonly to: number; readonly unit: CalendarUnit | 'rows' };
  /**
   * True for the fixed sample of spec §9 (no measure), and when no trend is made because the file has no time
   * column (`noTime`): either way, no screen, report or answer shows its points as this file's trend.
   */
  readonly isSample: boolean;
  /**
   * Set when no trend is made because the file has no time column and the user did not ask for row order
   * (`dateColumn: null`): rows that are entities (countries, states) are not periods. Why, and what to do, in
   * plain words (`noTimeTrend`); `column` is the measure that would have been followed.
   */
  readonly noTime?: { readonly reason: string; readonly whatToDo: string };
  /**
   * With `noTime`, when a column holds bare month (or weekday) names: the measure by month of the year in calendar
   * order (`calendarProfile`) — a within-year profile to show, never a time line to forecast.
   */
  readonly profile?: CalendarProfile;
}

export interface AnalyzeTrendOptions {
  /** Measured column (default: first numeric column). */
  readonly column?: string;
  /**
   * Time column: a date column, or a number column of years (default: the first time column of the roles).
   * null = rows in file order, as periods: only when asked — without a time column and without this, no trend is
   * made (`noTime`).
   */
  readonly dateColumn?: string | null;
  /** Column under which several series interleave (e.g. 'symbol'): one entity is analysed, never a splice. */
  readonly seriesKey?: string | null;
  /** Entity of `seriesKey` to analyse (default: the one with the most rows, first seen on a tie). */
  readonly entity?: string;
  /** How rows in one period combine (default 'sum'). */
  readonly aggregation?: TrendAggregation;
  /** How a change is reported (default: 'interval' when the column has a negative value, else 'ratio'). */
  readonly scale?: TrendScale;
  /** Forecast periods (default 5, spec §9). */
  readonly horizon?: number;
  /** Anomaly threshold on |robust z| (default 3.5). */
  readonly anomalyThreshold?: number;
}

/** A regular series ready for modelling: complete periods only. */
export interface Series {
  readonly values: number[];
  readonly labels: string[];
  /** Bucket start (epoch ms) per point, when ordered by time. */
  readonly times?: number[];
  /** Calendar unit of the points, when ordered by time. */
  readonly unit?: CalendarUnit;
  /** Consecutive-row bucket size, when an undated series was bucketed by rows. */
  readonly rowsPerBucket?: number;
  /**
   * Periods right after the last value that the data reaches only in part (an incomplete last period, left
   * out): nothing is shown for them and the forecast starts after them — neither a complete actual nor a
   * forecast as if nothing were known of them.
   */
  readonly partialAfter?: number;
}
