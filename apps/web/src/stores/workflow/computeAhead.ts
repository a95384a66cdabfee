import { analyzeTrend, generateKpis, generatePortfolio } from '@tallyline/core';
import type { Dataset } from '@tallyline/core';
import { whenAhead } from '../../workers/aheadRegistry.js';
import { AHEAD_DASHBOARD_OPTIONS } from '../../workers/aheadResults.js';
import { computeDashboard } from './dashboardCharts.js';
import type { Artefact, WorkflowState } from './types.js';

/**
 * Results computed ahead, while the browser is idle on the previous step, so a step draws at once
 * after 'Continue' on a large file (issue 7: under 1 s for 100 MB). Keyed by dataset and options;
 * taken once. The screen still "generates" on arrival (toasts, completion) from the cached value.
 */
const ahead = new Map<Artefact, { ds: Dataset; key: string; value: unknown }>();

/** The value computed ahead for `kind` if it matches this dataset and options, else `compute()`. */
export function takeAhead<T>(kind: Artefact, ds: Dataset, options: object, compute: () => T): T {
  const hit = ahead.get(kind);
  ahead.delete(kind);
  if (hit && hit.ds === ds && hit.key === JSON.stringify(options)) return hit.value as T;
  return compute();
}

type AheadKind = Exclude<Artefact, 'report'>;

/** How each step that can be computed ahead reads its options and computes (the report depends on all of them). */
const STEP_WORK: { [K in AheadKind]: { options: (s: WorkflowState) => object; compute: (ds: Dataset, s: WorkflowState) => unknown } } = {
  dashboard: { options: (s) => s.dashboardOptions, compute: (ds, s) => computeDashboard(ds, s.dashboardOptions) },
  kpis: { options: (s) => s.kpiOptions, compute: (ds, s) => generateKpis(ds, s.kpiOptions) },
  portfolio: { options: (s) => s.portfolioOptions, compute: (ds, s) => generatePortfolio(ds, s.portfolioOptions) },
  trend: { options: (s) => s.trendOptions, compute: (ds, s) => analyzeTrend(ds, s.trendOptions) },
};

/** The step that follows each artefact, for computing it ahead. */
const NEXT: Partial<Record<Artefact | 'dataset', AheadKind>> = { dataset: 'dashboard', dashboard: 'kpis', kpis: 'portfolio', portfolio: 'trend' };

interface StoreLike {
  getState(): WorkflowState;
  subscribe(listener: (s: WorkflowState, prev: WorkflowState) => void): () => void;
}

type Idle = (fn: () => void) => void;

/**
 * A new upload's dashboard as the parse worker computed it (workers/aheadResults), when it did and the
 * options are still the ones it was computed for: on a 100 MB file computing it here is a 0.66 s task
 * (issue 15). Waits while the worker is still computing it; without it, computes here when idle.
 */
function dashboardFromWorker(store: StoreLike, idle: Idle): void {
  const ds = store.getState().dataset;
  if (!ds) return;
  whenAhead(ds, (results) => {
    const s = store.getState();
    if (s.dataset !== ds || s.dashboard !== null || ahead.has('dashboard')) return;
    const key = JSON.stringify(s.dashboardOptions);
    if (results?.dashboard && key === JSON.stringify(AHEAD_DASHBOARD_OPTIONS)) ahead.set('dashboard', { ds, key, value: results.dashboard });
    else idle(() => computeAheadFor(store, 'dashboard'));
  });
}

function computeAheadFor(store: StoreLike, kind: AheadKind): void {
  const s = store.getState();
  const ds = s.dataset;
  if (!ds || s[kind] !== null || ahead.has(kind)) return;
  try {
    const work = STEP_WORK[kind];
    const value = work.compute(ds, s);
    // Dropped if another upload replaced the dataset while this ran.
    if (store.getState().dataset === ds) ahead.set(kind, { ds, key: JSON.stringify(work.options(s)), value });
  } catch {
    // The step itself will fail the same way and show its fallback.
  }
}

/** In the browser: once a step's result exists, compute the next step's during idle time. */
export function startComputingAhead(store: StoreLike): () => void {
  const idle: Idle = (fn) => requestIdleCallback(fn, { timeout: 3000 });
  return store.subscribe((s, prev) => {
    const done: (Artefact | 'dataset')[] = [];
    if (s.dataset && s.dataset !== prev.dataset) {
      ahead.clear();
      done.push('dataset');
    }
    for (const k of ['dashboard', 'kpis', 'portfolio'] as const) if (s[k] && !prev[k]) done.push(k);
    for (const d of done) {
      const next = NEXT[d];
      if (d === 'dataset') dashboardFromWorker(store, idle);
      else if (next) idle(() => computeAheadFor(store, next));
    }
  });
}
