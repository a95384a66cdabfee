import type { Dashboard } from '../dashboard/types.js';
import type { CsvWarning, DatasetSummary, Detection } from '../dataset/types.js';
import type { Kpi, KpiStatus } from '../kpi/types.js';
import type { Portfolio } from '../portfolio/types.js';
import type { ReportHeader } from '../provenance/types.js';
import type { Report } from '../report/types.js';
import type { ColumnRoles } from '../roles/types.js';
import type { DataQuality } from '../stats/dataQuality.js';
import type { TrendResult } from '../trend/types.js';

/** The choices a user can make for an analysis — the app's controls, the CLI's flags, the API's fields. */
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
