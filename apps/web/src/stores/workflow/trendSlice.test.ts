import * as core from '@tallyline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkflowStore } from '../workflowStore.js';
import { salesDataset } from './testData.js';

vi.mock('../../lib/db/dashboards.js');
vi.mock('../../lib/db/portfolios.js');
vi.mock('../../lib/db/kpis.js');
vi.mock('@tallyline/ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() } }));
// The real core, with the trend analysis watched.
vi.mock('@tallyline/core', async (importOriginal) => {
  const orig = await importOriginal<typeof core>();
  return { ...orig, analyzeTrend: vi.fn(orig.analyzeTrend) };
});

const store = () => useWorkflowStore.getState();

beforeEach(() => {
  vi.clearAllMocks();
  store().reset();
  store().setDataset(salesDataset(), 'sales.csv');
});

describe('trend slice (step 5)', () => {
  it('analyzeTrends keeps the chosen column and date order, and reuses them when called without options', async () => {
    await store().analyzeTrends({ column: 'units', dateColumn: null });
    await store().analyzeTrends();
    expect(store().trendOptions).toEqual({ column: 'units', dateColumn: null });
    expect(vi.mocked(core.analyzeTrend).mock.lastCall![1]).toEqual({ column: 'units', dateColumn: null });
    expect(store().completedSteps.has(5)).toBe(true);
  });
});
