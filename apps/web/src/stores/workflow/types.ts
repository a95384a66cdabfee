import type { AssetInput, ChartChoice, Dashboard, DashboardSettings, Dataset, Kpi, KpiSettings, Portfolio, PortfolioEdit, PortfolioSettings, Report, TrendResult, TrendSettings } from '@tallyline/core';

/**
 * The shape of the workflow store (spec app.md §3 "Workflow state", §4 "Workflow"), one
 * interface per slice: the progress through the six steps, then each step's artefact.
 * `WorkflowState` is their union; each slice file implements its actions.
 */
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;
export type AsyncStatus = 'idle' | 'loading' | 'ready' | 'error';
/** The generated artefacts of steps 2-6. */
export type Artefact = 'dashboard' | 'kpis' | 'portfolio' | 'trend' | 'report';
export type PortfolioMode = 'view' | 'edit';

export interface ChartPoint {
  label: string;
  value: number;
  /** The line the point belongs to on a chart with one line per series value. */
  series?: string;
  /** A pie's slice of the groups past its top (core's chartData 'Other (54 more)'): the chart greys it. */
  rest?: true;
}

/**
 * Each step's choices are core's analysis settings of that step, the very values a report header
 * records and `tallyline rerun` applies (issue 18): a choice the app adds here must be one core knows.
 * Dashboard: the header's columns and each customised panel's chart choice by widget id. KPIs: the
 * measures followed and the user's targets. Portfolio: grouping, valuing column, and the asset edits
 * saved (in order). Trend: column, time column (null = row order), entity and horizon.
 */
export type DashboardOptions = DashboardSettings;
export type KpiOptions = KpiSettings;
export type PortfolioOptions = PortfolioSettings;
export type TrendOptions = TrendSettings;

/** Who is signed in, for saving: a null user saves nothing (spec §1). */
export interface SaveContext {
  userId: string | null;
}

/** Step 1 and the progress through the workflow; see progressSlice.ts. */
export interface ProgressSlice {
  completedSteps: ReadonlySet<StepNumber>;
  dataset: Dataset | null;
  /** File name as uploaded, e.g. 'sales.csv'. */
  fileName: string | null;
  /** Loading flag of spec §3, as one status field. */
  status: AsyncStatus;
  /** True once the stored workflow (IndexedDB) has been read back, or there is none. */
  hydrated: boolean;
  /** Identity of the current upload, so persisted artefacts match their dataset. */
  datasetKey: string | null;
  /** The datasets row the current data is saved as (signed in), once known; what is built on it points at it. */
  savedDatasetId: string | null;
  /** Per-step generation status; 'error' = the step's failure screen (fallback content is set). */
  steps: Readonly<Record<Artefact, AsyncStatus>>;

  /** A successful upload: keeps the data, clears every later artefact, completes step 1. */
  setDataset(dataset: Dataset, fileName: string): void;
  /** `dataset` was saved as row `id`: remembered when it is still the current data. */
  setSavedDatasetId(dataset: Dataset, id: string): void;
  completeStep(step: StepNumber): void;
  /** Forget everything (new upload, sign-out). */
  reset(): void;
  /** Reads the stored workflow back (once, at start). */
  hydrate(): Promise<void>;
}

/** Step 2; see dashboardSlice.ts. */
export interface DashboardSlice {
  dashboard: Dashboard | null;
  /** Aggregated points per chart widget id (core's aggregateForChart over the whole dataset). */
  dashboardCharts: Readonly<Record<string, readonly ChartPoint[]>>;
  dashboardOptions: DashboardOptions;
  /** The dashboards row id after the first save (upsert keeps it). */
  dashboardRowId: string | null;
  dashboardPublic: boolean;
  /** The live share link's token (/app/share/<token>); null when not shared or made on another device. */
  dashboardShareToken: string | null;

  generateDashboard(ctx: SaveContext): Promise<void>;
  /** The user picked other columns: regenerate, toast 'Dashboard updated successfully!', save. */
  updateDashboardColumns(options: DashboardOptions, ctx: SaveContext): Promise<void>;
  /** One panel's chart controls changed ({} = back to the generated panel): redraw that panel, keep the choice, save. */
  customizeDashboardChart(widgetId: string, choice: ChartChoice, ctx: SaveContext): Promise<void>;
  /** Share toggle: on makes a share link (is_public), off revokes it; saves. */
  setDashboardPublic(isPublic: boolean, ctx: SaveContext): Promise<void>;
  /** A new share link for the shared dashboard; the old link stops working. */
  renewDashboardShare(ctx: SaveContext): Promise<void>;
}

/** Step 3; see kpiSlice.ts. */
export interface KpiSlice {
  kpis: Kpi[] | null;
  kpiOptions: KpiOptions;

  generateKpis(ctx: SaveContext, options?: KpiOptions): Promise<void>;
}

/** Step 4, with its view and edit modes; see portfolioSlice.ts. */
export interface PortfolioSlice {
  portfolio: Portfolio | null;
  portfolioOptions: PortfolioOptions;
  portfolioRowId: string | null;
  portfolioMode: PortfolioMode;
  /** The portfolio being customised in edit mode. */
  portfolioDraft: Portfolio | null;
  /** The edits made to the draft, in order: added to `portfolioOptions.edits` on Save Changes, dropped on Cancel. */
  portfolioDraftEdits: PortfolioEdit[];

  generatePortfolio(ctx: SaveContext, options?: PortfolioOptions): Promise<void>;
  startPortfolioEdit(): void;
  cancelPortfolioEdit(): void;
  /** Spec §5: false (and the error toast) when a field is missing or zero. */
  addAsset(input: AssetInput): boolean;
  updateAsset(index: number, change: { quantity?: number | string; price?: number | string }): void;
  removeAsset(index: number): void;
  savePortfolioChanges(details: { name: string; description: string }, ctx: SaveContext): Promise<void>;
}

/** Step 5; see trendSlice.ts. */
export interface TrendSlice {
  trend: TrendResult | null;
  trendOptions: TrendOptions;

  analyzeTrends(options?: TrendOptions): Promise<void>;
}

/** Step 6; see reportSlice.ts. */
export interface ReportSlice {
  report: Report | null;
  /** The reports row id after the first save (upsert keeps it). */
  reportRowId: string | null;

  /** Generates the report; saves it for a signed-in user (`ctx`, else the signed-in user of the auth store). */
  generateReport(ctx?: SaveContext): Promise<void>;
}

export type WorkflowState = ProgressSlice & DashboardSlice & KpiSlice & PortfolioSlice & TrendSlice & ReportSlice;

/** The data half of the state: what a reset returns to and what is persisted. */
export type WorkflowData = {
  [K in keyof WorkflowState as WorkflowState[K] extends (...args: never[]) => unknown ? never : K]: WorkflowState[K];
};

/** The zustand `set` and `get` every slice receives. */
export type SetWorkflow = (partial: Partial<WorkflowState> | ((s: WorkflowState) => Partial<WorkflowState>)) => void;
export type GetWorkflow = () => WorkflowState;
