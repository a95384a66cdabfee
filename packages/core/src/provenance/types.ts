import type { DashboardSettings, KpiSettings, PortfolioSettings, TrendSettings } from '../analysis/types.js';
import type { ColumnType, DateOrder, DecimalSeparator, Delimiter, TextEncoding } from '../dataset/types.js';
import type { ColumnRole, ColumnRoleOverrides, MeasureAggregation } from '../roles/types.js';

/** How a file was read: enough to read it again into the same Dataset. */
export interface ImportSettings {
  readonly format: 'csv' | 'xlsx';
  /** The .xlsx sheet read. */
  readonly sheet?: string;
  readonly delimiter: Delimiter;
  readonly decimalSeparator: DecimalSeparator;
  /** The file-wide day/month order ingest read a/b/yyyy dates in (detected, or the user's). */
  readonly dateOrder: DateOrder;
  /**
   * The day/month order each column of a/b/yyyy dates was read in: a column follows its own cells' evidence,
   * so it can differ from `dateOrder`. Absent when no column has such dates (ISO yyyy-mm-dd, Excel dates, or
   * none): `dateOrder` then decided nothing.
   */
  readonly columnDateOrders?: Readonly<Record<string, DateOrder>>;
  readonly encoding: TextEncoding;
  /** The type each column ended up with (passed back as `columnTypes` on a re-run). */
  readonly columnTypes: Readonly<Record<string, ColumnType>>;
  /** Role overrides the user gave. */
  readonly columnRoles?: ColumnRoleOverrides;
}

/**
 * The choices an analysis was run with; null = the generator's own default (itself recorded in `thresholds`).
 * Each step's own choices (`AnalysisSettings`) are recorded when any was made, as they were given.
 */
export interface AnalysisParameters {
  readonly dateColumn: string | null;
  readonly groupColumn: string | null;
  readonly valueColumn: string | null;
  /** The forecast periods the trend used (its own setting, else the shared one, else the default). */
  readonly horizon: number;
  readonly anomalyThreshold: number;
  readonly dashboard?: DashboardSettings;
  readonly kpis?: KpiSettings;
  readonly portfolio?: PortfolioSettings;
  readonly trend?: TrendSettings;
  /** Every fixed threshold and limit the generators apply, by constant name. */
  readonly thresholds: Readonly<Record<string, number>>;
}

/** What a report records so it can be checked and re-run (`tallyline rerun`). */
export interface ReportHeader {
  readonly format: 'tallyline-report/1';
  readonly coreVersion: string;
  /** ISO 8601 instant the report was made; a re-run uses it as `now`. */
  readonly generatedAt: string;
  readonly dataset: {
    readonly fingerprint: string;
    readonly rows: number;
    readonly columns: number;
  };
  readonly import: ImportSettings;
  readonly roles: readonly { readonly column: string; readonly role: ColumnRole; readonly aggregation: MeasureAggregation | null }[];
  readonly parameters: AnalysisParameters;
}
