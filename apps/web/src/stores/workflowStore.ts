import {
  addAsset as coreAddAsset,
  aggregateForChart,
  DASHBOARD_GROUPS,
  DASHBOARD_PIE_TOP_N,
  analyzeTrend,
  generateDashboard as coreGenerateDashboard,
  generateKpis as coreGenerateKpis,
  generatePortfolio as coreGeneratePortfolio,
  generateReport as coreGenerateReport,
  removeAsset as coreRemoveAsset,
  sampleDashboard,
  sampleKpis,
  samplePortfolio,
  sampleReport,
  sampleTrend,
  savePortfolio as coreSavePortfolio,
  updateAsset as coreUpdateAsset,
} from '@tallyline/core';
import type { AssetInput, Dashboard, Dataset, Kpi, Portfolio, PortfolioEditResult, Report, TrendResult } from '@tallyline/core';
import { notify } from '@tallyline/ui';
import { create } from 'zustand';
import { upsertDashboard } from '../lib/db/dashboards.js';
import { replaceKpis } from '../lib/db/kpis.js';
import { upsertPortfolio } from '../lib/db/portfolios.js';
import { clearWorkflow, loadWorkflow, persistAvailable, saveDataset, saveState } from '../lib/persist/workflowPersist.js';
import { STEP_TOASTS } from '../messages/steps.js';

/**
 * Spec app.md §3 "Workflow state" and §4 "Workflow": current step 1-6, the set of
 * completed steps, the parsed data and each step's generated artefact.
 * Actions get state, call @tallyline/core, set the result, then save through lib/db.
 */
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;
export type AsyncStatus = 'idle' | 'loading' | 'ready' | 'error';
/** The generated artefacts of steps 2-6. */
export type Artefact = 'dashboard' | 'kpis' | 'portfolio' | 'trend' | 'report';
export type PortfolioMode = 'view' | 'edit';

export interface ChartPoint {
  label: string;
  value: number;
}

/** The chart points of each chart widget: the dashboard charts use the first 8 groups, the pie the top 5 (spec §9). */
function dashboardCharts(ds: Dataset, dashboard: Dashboard): Record<string, ChartPoint[]> {
  const out: Record<string, ChartPoint[]> = {};
  for (const w of dashboard.widgets) {
    if (w.type !== 'chart' || !w.chartType || !w.xAxis) continue;
    const options = w.chartType === 'pie' ? { limit: DASHBOARD_PIE_TOP_N } : { limit: DASHBOARD_GROUPS, order: 'appearance' as const };
    out[w.id] = aggregateForChart(ds, { type: w.chartType, xAxis: w.xAxis, yAxis: w.yAxis ?? null, title: w.title }, options);
  }
  return out;
}

/** What step 2 computes: the dashboard and its chart points. */
interface DashboardResult {
  dashboard: Dashboard;
  charts: Record<string, ChartPoint[]>;
}

function computeDashboard(ds: Dataset, options: DashboardOptions): DashboardResult {
  const dashboard = coreGenerateDashboard(ds, options);
  return { dashboard, charts: dashboardCharts(ds, dashboard) };
}

/**
 * Results computed ahead, while the browser is idle on the previous step, so a step draws at once
 * after 'Continue' on a large file (issue 7: under 1 s for 100 MB). Keyed by dataset and options;
 * taken once. The screen still "generates" on arrival (toasts, completion) from the cached value.
 */
const ahead = new Map<Artefact, { ds: Dataset; key: string; value: unknown }>();

function fromCache<T>(kind: Artefact, ds: Dataset, options: object, compute: () => T): T {
  const hit = ahead.get(kind);
  ahead.delete(kind);
  if (hit && hit.ds === ds && hit.key === JSON.stringify(options)) return hit.value as T;
  return compute();
}

export interface DashboardOptions {
  xColumn?: string;
  yColumn?: string;
}
export interface KpiOptions {
  columns?: string[];
  targets?: Record<string, number>;
}
export interface PortfolioOptions {
  groupColumn?: string;
  valueColumn?: string;
}
export interface TrendOptions {
  column?: string;
  /** null = row order. */
  dateColumn?: string | null;
}

/** Who is signed in, for saving: a null user saves nothing (spec §1). */
export interface SaveContext {
  userId: string | null;
}

export interface WorkflowState {
  currentStep: StepNumber;
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
  /** Per-step generation status; 'error' = the step's failure screen (fallback content is set). */
  steps: Readonly<Record<Artefact, AsyncStatus>>;
  dashboard: Dashboard | null;
  /** Aggregated points per chart widget id (core's aggregateForChart over the whole dataset). */
  dashboardCharts: Readonly<Record<string, readonly ChartPoint[]>>;
  dashboardOptions: DashboardOptions;
  /** The dashboards row id after the first save (upsert keeps it). */
  dashboardRowId: string | null;
  dashboardPublic: boolean;
  kpis: Kpi[] | null;
  kpiOptions: KpiOptions;
  portfolio: Portfolio | null;
  portfolioOptions: PortfolioOptions;
  portfolioRowId: string | null;
  portfolioMode: PortfolioMode;
  /** The portfolio being customised in edit mode. */
  portfolioDraft: Portfolio | null;
  trend: TrendResult | null;
  trendOptions: TrendOptions;
  report: Report | null;

  /** A successful upload: keeps the data, clears every later artefact, completes step 1. */
  setDataset(dataset: Dataset, fileName: string): void;
  completeStep(step: StepNumber): void;
  setCurrentStep(step: StepNumber): void;
  setStatus(status: AsyncStatus): void;
  /** Forget everything (new upload, sign-out). */
  reset(): void;

  /** Reads the stored workflow back (once, at start). */
  hydrate(): Promise<void>;
  generateDashboard(ctx: SaveContext): Promise<void>;
  /** The user picked other columns: regenerate, toast 'Dashboard updated successfully!', save. */
  updateDashboardColumns(options: DashboardOptions, ctx: SaveContext): Promise<void>;
  /** Share toggle (is_public); saves. */
  setDashboardPublic(isPublic: boolean, ctx: SaveContext): Promise<void>;
  generateKpis(ctx: SaveContext, options?: KpiOptions): Promise<void>;
  generatePortfolio(ctx: SaveContext, options?: PortfolioOptions): Promise<void>;
  startPortfolioEdit(): void;
  cancelPortfolioEdit(): void;
  /** Spec §5: false (and the error toast) when a field is missing or zero. */
  addAsset(input: AssetInput): boolean;
  updateAsset(index: number, change: { quantity?: number | string; price?: number | string }): void;
  removeAsset(index: number): void;
  savePortfolioChanges(details: { name: string; description: string }, ctx: SaveContext): Promise<void>;
  analyzeTrends(options?: TrendOptions): Promise<void>;
  generateReport(): Promise<void>;
}

const IDLE_STEPS: Record<Artefact, AsyncStatus> = { dashboard: 'idle', kpis: 'idle', portfolio: 'idle', trend: 'idle', report: 'idle' };

const initial = {
  currentStep: 1 as StepNumber,
  completedSteps: new Set<StepNumber>() as ReadonlySet<StepNumber>,
  dataset: null,
  fileName: null,
  status: 'idle' as AsyncStatus,
  datasetKey: null,
  steps: IDLE_STEPS,
  dashboard: null,
  dashboardCharts: {},
  dashboardOptions: {},
  dashboardRowId: null,
  dashboardPublic: false,
  kpis: null,
  kpiOptions: {},
  portfolio: null,
  portfolioOptions: {},
  portfolioRowId: null,
  portfolioMode: 'view' as PortfolioMode,
  portfolioDraft: null,
  trend: null,
  trendOptions: {},
  report: null,
};

/** Lets React paint the loading text before a (synchronous) core generator runs. */
const yieldToPaint = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let uploadCounter = 0;

export const useWorkflowStore = create<WorkflowState>()((set, get) => {
  const withStep = (step: StepNumber) => new Set([...get().completedSteps, step]);
  const setStep = (kind: Artefact, status: AsyncStatus) => set((s) => ({ steps: { ...s.steps, [kind]: status } }));

  /**
   * Spec §4: generation sets the loading flag, computes, completes the step and toasts;
   * on failure it toasts the error, substitutes the fallback sample content and still completes the step.
   */
  async function generate<K extends Artefact>(
    kind: K,
    step: StepNumber,
    compute: (ds: Dataset) => WorkflowState[K],
    fallback: () => WorkflowState[K],
    toasts: { ok: string; failed: string },
  ): Promise<boolean> {
    const ds = get().dataset;
    if (!ds) return false;
    setStep(kind, 'loading');
    set({ status: 'loading' });
    await yieldToPaint();
    if (get().dataset !== ds) return false; // a new upload arrived meanwhile
    try {
      const value = compute(ds);
      set((s) => ({ [kind]: value, completedSteps: withStep(step), status: 'ready', steps: { ...s.steps, [kind]: 'ready' } }) as Partial<WorkflowState>);
      notify.success(toasts.ok);
      return true;
    } catch {
      set((s) => ({ [kind]: fallback(), completedSteps: withStep(step), status: 'ready', steps: { ...s.steps, [kind]: 'error' } }) as Partial<WorkflowState>);
      notify.error(toasts.failed);
      return false;
    }
  }

  async function saveDashboard(ctx: SaveContext): Promise<void> {
    const { dashboard, dashboardRowId, dashboardPublic, dashboardCharts: charts } = get();
    if (!ctx.userId || !dashboard) return;
    // Each chart widget carries its drawn points, so the public link shows the same charts without the dataset.
    const widgets = dashboard.widgets.map((w) => (charts[w.id] ? { ...w, chartData: charts[w.id] } : w));
    const { id, error } = await upsertDashboard({
      id: dashboardRowId ?? undefined,
      user_id: ctx.userId,
      name: dashboard.name,
      description: dashboard.description,
      layout: dashboard.layout,
      widgets,
      is_public: dashboardPublic,
    });
    if (error || !id) notify.error(STEP_TOASTS.dashboardSaveFailed);
    else if (get().dashboard === dashboard || get().dashboardRowId === null) set({ dashboardRowId: id });
  }

  async function savePortfolio(ctx: SaveContext): Promise<boolean> {
    const { portfolio, portfolioRowId } = get();
    if (!ctx.userId || !portfolio) return true;
    const { id, error } = await upsertPortfolio({
      id: portfolioRowId ?? undefined,
      user_id: ctx.userId,
      name: portfolio.name,
      description: portfolio.description,
      total_value: portfolio.total_value,
      performance: portfolio.performance,
      risk_score: portfolio.risk_score,
      assets: portfolio.assets,
    });
    if (error || !id) {
      notify.error(STEP_TOASTS.portfolioSaveFailed);
      return false;
    }
    set({ portfolioRowId: id });
    return true;
  }

  function editDraft(edit: (p: Portfolio) => PortfolioEditResult): PortfolioEditResult | null {
    const draft = get().portfolioDraft;
    if (get().portfolioMode !== 'edit' || !draft) return null;
    const result = edit(draft);
    if (result.ok) set({ portfolioDraft: result.portfolio });
    return result;
  }

  return {
    ...initial,
    hydrated: !persistAvailable(),
    setDataset: (dataset, fileName) =>
      set({
        ...initial,
        dataset,
        fileName,
        datasetKey: `${fileName}#${Date.now()}#${++uploadCounter}`,
        completedSteps: new Set<StepNumber>([1]),
        status: 'ready',
        hydrated: true,
      }),
    completeStep: (step) => set({ completedSteps: withStep(step) }),
    setCurrentStep: (step) => set({ currentStep: step }),
    setStatus: (status) => set({ status }),
    reset: () => set({ ...initial, completedSteps: new Set<StepNumber>(), hydrated: true }),

    hydrate: async () => {
      try {
        const stored = await loadWorkflow<PersistedArtefacts>();
        // An upload that finished while reading wins over the stored workflow.
        if (stored && get().dataset === null && get().datasetKey === null) {
          const { state, dataset } = stored;
          set({
            ...state.artefacts,
            dataset,
            datasetKey: state.datasetKey,
            fileName: state.fileName,
            currentStep: toStep(state.currentStep),
            completedSteps: new Set(state.completedSteps.map(toStep)),
            portfolioMode: 'view',
            portfolioDraft: null,
            status: dataset ? 'ready' : 'idle',
          });
        }
      } catch {
        // A damaged or unreadable store starts a fresh workflow.
      }
      set({ hydrated: true });
    },

    generateDashboard: async (ctx) => {
      const options = get().dashboardOptions;
      set({ dashboardCharts: {} });
      await generate(
        'dashboard',
        2,
        (ds) => {
          const { dashboard, charts } = fromCache('dashboard', ds, options, () => computeDashboard(ds, options));
          set({ dashboardCharts: charts });
          return dashboard;
        },
        sampleDashboard,
        { ok: STEP_TOASTS.dashboardGenerated, failed: STEP_TOASTS.dashboardFailed },
      );
      await saveDashboard(ctx);
    },

    updateDashboardColumns: async (options, ctx) => {
      const ds = get().dataset;
      if (!ds) return;
      const next = { ...get().dashboardOptions, ...options };
      try {
        const dashboard = coreGenerateDashboard(ds, next);
        set({ dashboard, dashboardCharts: dashboardCharts(ds, dashboard), dashboardOptions: next, completedSteps: withStep(2), steps: { ...get().steps, dashboard: 'ready' } });
        notify.success(STEP_TOASTS.dashboardUpdated);
      } catch {
        notify.error(STEP_TOASTS.dashboardFailed);
        return;
      }
      await saveDashboard(ctx);
    },

    setDashboardPublic: async (isPublic, ctx) => {
      set({ dashboardPublic: isPublic });
      await saveDashboard(ctx);
    },

    generateKpis: async (ctx, options) => {
      const kpiOptions = options ?? get().kpiOptions;
      set({ kpiOptions });
      const ok = await generate('kpis', 3, (ds) => fromCache('kpis', ds, kpiOptions, () => coreGenerateKpis(ds, kpiOptions)), sampleKpis, {
        ok: STEP_TOASTS.kpisGenerated,
        failed: STEP_TOASTS.kpisFailed,
      });
      const kpis = get().kpis;
      if (ok && ctx.userId && kpis) await replaceKpis(ctx.userId, kpis); // a failure saving KPIs is only logged by the backend
    },

    generatePortfolio: async (ctx, options) => {
      const portfolioOptions = options ?? get().portfolioOptions;
      const regenerating = options !== undefined && get().portfolio !== null;
      set({ portfolioOptions, portfolioMode: 'view', portfolioDraft: null });
      const ok = await generate('portfolio', 4, (ds) => fromCache('portfolio', ds, portfolioOptions, () => coreGeneratePortfolio(ds, portfolioOptions)), samplePortfolio, {
        ok: regenerating ? STEP_TOASTS.portfolioUpdated : STEP_TOASTS.portfolioGenerated,
        failed: STEP_TOASTS.portfolioFailed,
      });
      if (ok) await savePortfolio(ctx);
    },

    startPortfolioEdit: () => {
      const portfolio = get().portfolio;
      if (portfolio) set({ portfolioMode: 'edit', portfolioDraft: portfolio });
    },
    cancelPortfolioEdit: () => set({ portfolioMode: 'view', portfolioDraft: null }),

    addAsset: (input) => {
      const result = editDraft((p) => coreAddAsset(p, input));
      if (!result) return false;
      if (!result.ok) {
        notify.error(STEP_TOASTS.assetInvalid);
        return false;
      }
      notify.success(STEP_TOASTS.assetAdded);
      return true;
    },
    updateAsset: (index, change) => {
      editDraft((p) => coreUpdateAsset(p, index, change));
    },
    removeAsset: (index) => {
      const result = editDraft((p) => coreRemoveAsset(p, index));
      if (result?.ok) notify.success(STEP_TOASTS.assetRemoved);
    },
    savePortfolioChanges: async (details, ctx) => {
      const draft = get().portfolioDraft;
      if (get().portfolioMode !== 'edit' || !draft) return;
      const portfolio = coreSavePortfolio(draft, details);
      set({ portfolio, portfolioMode: 'view', portfolioDraft: null, completedSteps: withStep(4), steps: { ...get().steps, portfolio: 'ready' } });
      notify.success(STEP_TOASTS.customizationSaved);
      await savePortfolio(ctx);
    },

    analyzeTrends: async (options) => {
      const trendOptions = options ?? get().trendOptions;
      set({ trendOptions });
      await generate('trend', 5, (ds) => fromCache('trend', ds, trendOptions, () => analyzeTrend(ds, trendOptions)), sampleTrend, {
        ok: STEP_TOASTS.trendCompleted,
        failed: STEP_TOASTS.trendFailed,
      });
    },

    generateReport: async () => {
      const now = new Date();
      await generate(
        'report',
        6,
        (ds) => {
          const { kpis, portfolio, trend } = get();
          return coreGenerateReport(ds, { now, ...(kpis ? { kpis } : {}), ...(portfolio ? { portfolio } : {}), ...(trend ? { trend } : {}) });
        },
        () => sampleReport({ now }),
        { ok: STEP_TOASTS.reportGenerated, failed: STEP_TOASTS.reportFailed },
      );
    },
  };
});

function toStep(n: number): StepNumber {
  return (n >= 1 && n <= 6 ? Math.trunc(n) : 1) as StepNumber;
}

/** What a reload restores besides the dataset. */
type PersistedArtefacts = Pick<
  WorkflowState,
  | 'steps'
  | 'dashboard'
  | 'dashboardCharts'
  | 'dashboardOptions'
  | 'dashboardRowId'
  | 'dashboardPublic'
  | 'kpis'
  | 'kpiOptions'
  | 'portfolio'
  | 'portfolioOptions'
  | 'portfolioRowId'
  | 'trend'
  | 'trendOptions'
  | 'report'
>;

function artefactsOf(s: WorkflowState): PersistedArtefacts {
  const steps = Object.fromEntries(Object.entries(s.steps).map(([k, v]) => [k, v === 'loading' ? 'idle' : v])) as Record<Artefact, AsyncStatus>;
  return {
    steps,
    dashboard: s.dashboard,
    dashboardCharts: s.dashboardCharts,
    dashboardOptions: s.dashboardOptions,
    dashboardRowId: s.dashboardRowId,
    dashboardPublic: s.dashboardPublic,
    kpis: s.kpis,
    kpiOptions: s.kpiOptions,
    portfolio: s.portfolio,
    portfolioOptions: s.portfolioOptions,
    portfolioRowId: s.portfolioRowId,
    trend: s.trend,
    trendOptions: s.trendOptions,
    report: s.report,
  };
}

/** Writes the workflow to IndexedDB as it changes: the dataset once per upload, the rest debounced. */
function startPersistence(): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writingDataset: Promise<void> = Promise.resolve();
  useWorkflowStore.subscribe((s, prev) => {
    if (!s.hydrated) return;
    if (s.dataset !== prev.dataset && s.datasetKey !== prev.datasetKey) {
      const { datasetKey, dataset } = s;
      // Encoding a big dataset takes a moment: do it when the browser is idle, not in the upload's frame.
      const later = typeof requestIdleCallback === 'function' ? (fn: () => void) => requestIdleCallback(fn, { timeout: 2000 }) : (fn: () => void) => fn();
      writingDataset = new Promise<void>((resolve) => later(() => void saveDataset(datasetKey ?? '', dataset).catch(() => undefined).then(resolve)));
      if (dataset === null) void clearWorkflow().catch(() => undefined);
    }
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      const now = useWorkflowStore.getState();
      void writingDataset.then(() =>
        saveState({
          datasetKey: now.dataset ? now.datasetKey : null,
          fileName: now.fileName,
          currentStep: now.currentStep,
          completedSteps: [...now.completedSteps],
          artefacts: artefactsOf(now),
        }).catch(() => undefined),
      );
    }, 150);
  });
}


/** The step that follows each artefact, for computing it ahead. */
const NEXT: Partial<Record<Artefact | 'dataset', Artefact>> = { dataset: 'dashboard', dashboard: 'kpis', kpis: 'portfolio', portfolio: 'trend' };

function computeAhead(kind: Artefact): void {
  const s = useWorkflowStore.getState();
  const ds = s.dataset;
  if (!ds || s[kind] !== null || ahead.has(kind)) return;
  try {
    const value =
      kind === 'dashboard'
        ? computeDashboard(ds, s.dashboardOptions)
        : kind === 'kpis'
          ? coreGenerateKpis(ds, s.kpiOptions)
          : kind === 'portfolio'
            ? coreGeneratePortfolio(ds, s.portfolioOptions)
            : analyzeTrend(ds, s.trendOptions);
    const options = kind === 'dashboard' ? s.dashboardOptions : kind === 'kpis' ? s.kpiOptions : kind === 'portfolio' ? s.portfolioOptions : s.trendOptions;
    if (useWorkflowStore.getState().dataset === ds) ahead.set(kind, { ds, key: JSON.stringify(options), value });
  } catch {
    // The step itself will fail the same way and show its fallback.
  }
}

/** In the browser: once a step's result exists, compute the next step's during idle time. */
function startComputingAhead(): void {
  const idle = (fn: () => void) => requestIdleCallback(fn, { timeout: 3000 });
  useWorkflowStore.subscribe((s, prev) => {
    const done: (Artefact | 'dataset')[] = [];
    if (s.dataset && s.dataset !== prev.dataset) {
      ahead.clear();
      done.push('dataset');
    }
    for (const k of ['dashboard', 'kpis', 'portfolio'] as const) if (s[k] && !prev[k]) done.push(k);
    for (const d of done) {
      const next = NEXT[d];
      if (next) idle(() => computeAhead(next));
    }
  });
}

if (typeof requestIdleCallback === 'function') startComputingAhead();

if (persistAvailable()) {
  startPersistence();
  void useWorkflowStore.getState().hydrate();
}

/**
 * Spec app.md §2 sidebar: a step is reachable if it is step 1, or step 2 while data
 * is loaded, or the previous step is complete.
 */
export function canAccessStep(state: Pick<WorkflowState, 'dataset' | 'completedSteps'>, step: StepNumber): boolean {
  if (step === 1) return true;
  if (step === 2 && state.dataset !== null) return true;
  return state.completedSteps.has((step - 1) as StepNumber);
}

/**
 * Spec §4 auto-generation: dashboard and KPIs when data exists and none exist; portfolio when
 * none exists; trends and report when absent. Never while that step is already generating.
 */
export function needsGeneration(state: Pick<WorkflowState, 'dataset' | 'steps' | Artefact | 'hydrated'>, kind: Artefact): boolean {
  return state.hydrated && state.dataset !== null && state[kind] === null && state.steps[kind] !== 'loading';
}

/** Spec app.md §2 progress bar hint for `done` completed steps out of 6. */
export function progressHint(done: number): 'Start by uploading your data' | 'Continue to next step' | 'Workflow complete! Download your report' {
  if (done <= 0) return 'Start by uploading your data';
  if (done >= 6) return 'Workflow complete! Download your report';
  return 'Continue to next step';
}
