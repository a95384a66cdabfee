import type { ChartAggregation, ChartChoice } from '../chart/types.js';
import type { DataRow } from '../dataset/types.js';
import type { TimeUnit } from '../query/types.js';

/** Spec app.md §3 chart types. */
export type WidgetChartType = 'bar' | 'line' | 'area' | 'pie';

export interface WidgetPosition {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface WidgetStats {
  readonly totalRows: number;
  readonly totalColumns: number;
  readonly numericColumns: number;
}

/** Spec app.md §3 Widget. */
export interface Widget {
  readonly id: string;
  readonly type: 'chart' | 'summary';
  readonly title: string;
  readonly chartType?: WidgetChartType;
  readonly xAxis?: string;
  /** The measure; absent when the panel counts rows. */
  readonly yAxis?: string;
  /** How the panel aggregates y per group (issue 13; its title names it). */
  readonly aggregation?: ChartAggregation;
  /** Time panels: the calendar bucket of x. */
  readonly unit?: TimeUnit;
  /** Time panels: one line per value of this series key. */
  readonly series?: string;
  /** Groups shown (bar 8, pie 5; time panels every bucket). */
  readonly limit?: number;
  /** The first 10 rows (spec §9). */
  readonly data: readonly DataRow[];
  readonly stats: WidgetStats;
  readonly position: WidgetPosition;
}

/** Spec app.md §3 Dashboard. */
export interface Dashboard {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly widgets: readonly Widget[];
  readonly isCustomizable: boolean;
  readonly layout: { readonly grid: string; readonly columns: number };
}

export interface GenerateDashboardOptions {
  /** Dashboard id (default: derived from the dataset's content). */
  readonly id?: string;
  /** Dashboard name (default 'Analytics Dashboard'). */
  readonly name?: string;
  /** Category of the bar and pie panels (default: `pickCategory` — never an identifier or free text). */
  readonly xColumn?: string;
  /** Measure of every panel (default: `primaryMeasure` — never an id or a year). */
  readonly yColumn?: string;
}

/** What a user may change on one chart panel; the title follows. */
export type WidgetChartChoice = ChartChoice;
