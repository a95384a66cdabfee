import { beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceKpis } from '../../lib/db/kpis.js';
import { useWorkflowStore } from '../workflowStore.js';
import { anonymous, salesDataset, signedIn } from './testData.js';

// A fake lib/db (vitest's automock: every export a vi.fn): every save is recorded.
vi.mock('../../lib/db/dashboards.js');
vi.mock('../../lib/db/portfolios.js');
vi.mock('../../lib/db/kpis.js');
vi.mock('@tallyline/ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() } }));

const store = () => useWorkflowStore.getState();

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(replaceKpis).mockResolvedValue({ data: null });
  store().reset();
  store().setDataset(salesDataset(), 'sales.csv');
});

describe('KPI slice (step 3, spec §4)', () => {
  it('generateKpis with columns and targets uses them and saves the KPIs for a signed-in user', async () => {
    await store().generateKpis(signedIn, { columns: ['units'], targets: { units: 50 } });
    expect(store().kpis?.map((k) => k.column)).toEqual(['units']);
    expect(store().kpis?.[0]?.target_value).toBe(50);
    expect(replaceKpis).toHaveBeenCalledWith('user-1', store().kpis);
  });

  it('generateKpis without options reuses the last chosen ones', async () => {
    await store().generateKpis(anonymous, { columns: ['sales'] });
    await store().generateKpis(anonymous);
    expect(store().kpiOptions).toEqual({ columns: ['sales'] });
    expect(store().kpis?.map((k) => k.column)).toEqual(['sales']);
  });

  it('generateKpis for an anonymous user saves nothing', async () => {
    await store().generateKpis(anonymous);
    expect(store().kpis).not.toBeNull();
    expect(replaceKpis).not.toHaveBeenCalled();
  });
});
