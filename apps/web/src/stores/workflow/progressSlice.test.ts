import type { Dataset } from '@tallyline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWorkflow } from '../../lib/persist/workflowPersist.js';
import { useWorkflowStore } from '../workflowStore.js';
import { artefactsOf } from './persistence.js';
import { salesDataset } from './testData.js';

// A fake IndexedDB read-back; jsdom has no IndexedDB, so the store does not start persistence itself.
vi.mock('../../lib/persist/workflowPersist.js', () => ({
  persistAvailable: () => false,
  loadWorkflow: vi.fn(),
  saveDataset: vi.fn(),
  saveState: vi.fn(),
  clearWorkflow: vi.fn(),
}));
vi.mock('../../lib/db/dashboards.js');
vi.mock('../../lib/db/portfolios.js');
vi.mock('../../lib/db/kpis.js');
vi.mock('@tallyline/ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() } }));

const store = () => useWorkflowStore.getState();
const storedDataset = { rowCount: 5 } as Dataset;

beforeEach(() => {
  vi.clearAllMocks();
  store().reset();
  useWorkflowStore.setState({ hydrated: false });
});

function storedWorkflow() {
  const artefacts = artefactsOf({ ...store(), steps: { ...store().steps, dashboard: 'ready' } });
  return { dataset: storedDataset, state: { datasetKey: 'k-stored', fileName: 'old.csv', completedSteps: [1, 2], artefacts } };
}

describe('progress slice (spec §3, §4)', () => {
  it('setDataset gives each upload its own key, even for the same file name', () => {
    store().setDataset(salesDataset(), 'a.csv');
    const first = store().datasetKey;
    store().setDataset(salesDataset(), 'a.csv');
    expect(store().datasetKey).not.toBe(first);
    expect(store().datasetKey).toMatch(/^a\.csv#/);
  });

  it('reset forgets the data and the progress and stays hydrated, so nothing stored is read back over it', () => {
    store().setDataset(salesDataset(), 'a.csv');
    store().reset();
    expect(store()).toMatchObject({ dataset: null, datasetKey: null, fileName: null, hydrated: true });
    expect(store().completedSteps.size).toBe(0);
  });

  it('hydrate restores the stored workflow and marks the store hydrated', async () => {
    vi.mocked(loadWorkflow).mockResolvedValue(storedWorkflow());
    await store().hydrate();
    expect(store()).toMatchObject({ hydrated: true, dataset: storedDataset, datasetKey: 'k-stored', fileName: 'old.csv', status: 'ready' });
    expect(store().steps.dashboard).toBe('ready');
  });

  it('hydrate keeps an upload that finished while the stored workflow was being read', async () => {
    let answer: (v: ReturnType<typeof storedWorkflow>) => void = () => undefined;
    vi.mocked(loadWorkflow).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const reading = store().hydrate();
    store().setDataset(salesDataset(), 'new.csv');
    answer(storedWorkflow());
    await reading;
    expect(store().fileName).toBe('new.csv');
    expect(store().hydrated).toBe(true);
  });

  it('hydrate starts a fresh workflow when the store cannot be read', async () => {
    vi.mocked(loadWorkflow).mockRejectedValue(new Error('damaged'));
    await store().hydrate();
    expect(store()).toMatchObject({ hydrated: true, dataset: null });
  });
});
