import type { ReportHeader } from '../provenance/types.js';
import type { Kpi } from '../kpi/types.js';
import type { Portfolio } from '../portfolio/types.js';
import type { TrendResult } from '../trend/types.js';

export interface ReportSection {
  readonly title: string;
  readonly content: string;
}

/** Spec app.md §3 Report. */
export interface Report {
  readonly id: string;
  readonly title: string;
  /** ISO 8601 (UTC) instant taken from `options.now`. */
  readonly generatedAt: string;
  readonly summary: {
    readonly dataPoints: number;
    readonly columns: number;
    readonly numericColumns: number;
    /** Columns the roles make a category or series key (`categoryColumns`): never an identifier or free text. */
    readonly categoricalColumns: number;
  };
  readonly sections: readonly ReportSection[];
  readonly recommendations: readonly string[];
  /** What the report records to be re-run (data fingerprint, settings, parameters, version); rendered as its last section. */
  readonly header?: ReportHeader;
}

export interface GenerateReportOptions {
  /** The generation instant (core never reads the clock). */
  readonly now: Date | number | string;
  readonly title?: string;
  /** Results already computed by the workflow; computed from the dataset when absent. */
  readonly kpis?: readonly Kpi[];
  readonly portfolio?: Portfolio;
  readonly trend?: TrendResult;
  /** The reproducibility header to carry (see `reportHeader`). */
  readonly header?: ReportHeader;
}
