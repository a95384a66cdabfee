import type { DashboardSettings } from '../dashboard/customizedDashboard.js';
import type { Dashboard } from '../dashboard/types.js';
import type { CsvWarning, DatasetSummary, Detection } from '../dataset/types.js';
import type { Kpi, KpiStatus } from '../kpi/types.js';
import type { Portfolio, PortfolioEdit } from '../portfolio/types.js';
import type { ReportHeader } from '../provenance/types.js';
import type { Report } from '../report/types.js';
import type { ColumnRoles } from '../roles/types.js';
import type { DataQuality } from '../stats/dataQuality.js';
import type { TrendResult } from '../trend/types.js';

export type { DashboardSettings };

/** The KPI step's choices: the measures followed, in order, and the user's targets by column. */
export interface KpiSettings {
  readonly columns?: readonly string[];
  readonly targets?: Readonly<Record<string, number>>;
}

/** The portfolio step's choices: grouping and valuing columns, and the user's asset edits in order. */
export interface PortfolioSettings {
  readonly groupColumn?: string;
  readonly valueColumn?: string;
  readonly edits?: readonly PortfolioEdit[];
}

/** The trend step's choices. */
export interface TrendSettings {
  readonly column?: string;
  /** null = rows in file order (the app's "Row order"). */
  readonly dateColumn?: string | null;
  /** The entity of the series key to follow (default: the one with the most rows). */
  readonly entity?: string;
  readonly horizon?: number;
}

/**
 * The choices a user can make for an analysis — the app's controls, the CLI's flags, the API's fields —
 * and what a report header records as its parameters so `tallyline rerun` reproduces every number.
 * The shared fields apply to every step; a step's own settings (`dashboard`, `kpis`, `portfolio`,
 * `trend`: each the app's controls of that step) win over them for that step. `readAnalysisSettings`
 * checks an untyped value against this shape.
 */
export interface AnalysisSettings {
  /** The time column for trend, KPIs and portfolio (default: the generators' role-based choice). */
  readonly dateColumn?: string;
  /** The column to group by (portfolio components, dashboard categories). */
  readonly groupColumn?: string;
  /** The measure analysed (trend, portfolio value, dashboard value, the first KPI). */
  readonly valueColumn?: string;
  /** Forecast periods (default FORECAST_PERIODS, 5). */
  readonly horizon?: number;
  /** Anomaly threshold on |robust z| (default ANOMALY_THRESHOLD). */
  readonly anomalyThreshold?: number;
  readonly dashboard?: DashboardSettings;
  readonly kpis?: KpiSettings;
  readonly portfolio?: PortfolioSettings;
  readonly trend?: TrendSettings;
}

/** Options of `analyzeDataset`. */
export interface AnalyzeDatasetOptions extends AnalysisSettings {
  /** The instant the report is dated (core never reads the clock). */
  readonly now: Date | number | string;
  readonly title?: string;
}

/** Everything the app computes for a dataset, in one value: what `tallyline analyze --json` and POST /v1/analyses answer. */
export interface Analysis {
  readonly header: ReportHeader;
  readonly summary: DatasetSummary;
  readonly detected: Detection;
  readonly warnings: readonly CsvWarning[];
  readonly quality: DataQuality;
  readonly roles: ColumnRoles;
  readonly dashboard: Dashboard;
  readonly kpis: readonly (Kpi & KpiStatus)[];
  readonly portfolio: Portfolio;
  readonly trend: TrendResult;
  readonly report: Report;
  /** The report as Markdown, its reproducibility header included. */
  readonly markdown: string;
}
