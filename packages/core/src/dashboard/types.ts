import type { DataRow } from '../dataset/types.js';

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
  readonly yAxis?: string;
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
  /** Category axis (default: first string column, else first header). */
  readonly xColumn?: string;
  /** Value axis (default: first numeric column). */
  readonly yColumn?: string;
}
