import { parseCsv } from '@tallyline/core';
import { notify } from '@tallyline/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { upsertPortfolio } from '../../lib/db/portfolios.js';
import { PORTFOLIO_GROUPS_TEXT, STEP_TOASTS } from '../../messages/steps.js';
import { isGroupsView } from '../../screens/steps/portfolioView.js';
import { useWorkflowStore } from '../workflowStore.js';
import { withEdit } from './portfolioSlice.js';
import { anonymous, salesDataset, signedIn } from './testData.js';

// A fake lib/db (vitest's automock: every export a vi.fn): every save is recorded and answers what the test says.
vi.mock('../../lib/db/dashboards.js');
vi.mock('../../lib/db/portfolios.js');
vi.mock('../../lib/db/kpis.js');
vi.mock('@tallyline/ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() } }));

const store = () => useWorkflowStore.getState();

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(upsertPortfolio).mockResolvedValue({ data: { id: 'port-row-1' } });
  store().reset();
});

describe('portfolio saves (step 4, spec §7)', () => {
  it('generatePortfolio for an anonymous user saves nothing', async () => {
    store().setDataset(salesDataset(), 'sales.csv');
    await store().generatePortfolio(anonymous);
    expect(store().portfolio).not.toBeNull();
    expect(upsertPortfolio).not.toHaveBeenCalled();
  });

  it('the first save keeps the row id the backend gave', async () => {
    store().setDataset(salesDataset(), 'sales.csv');
    await store().generatePortfolio(signedIn);
    expect(upsertPortfolio).toHaveBeenCalledWith(expect.objectContaining({ id: undefined, user_id: 'user-1' }));
    expect(store().portfolioRowId).toBe('port-row-1');
  });

  it('holdings with nothing earlier to compare with save an unknown performance (null), not a made-up 0 (issue 13)', async () => {
    store().setDataset(parseCsv('symbol,shares,price\nAAPL,10,150\nMSFT,5,300\nIBM,2,100\nGOOG,3,120\nAMZN,4,90\n'), 'positions.csv');
    await store().generatePortfolio(signedIn);
    expect(store().portfolio?.performance).toBeNull();
    // 1500 + 1500 + 200 + 360 + 360 = 3920
    expect(upsertPortfolio).toHaveBeenCalledWith(expect.objectContaining({ total_value: 3920, performance: null }));
  });

  it('a failed portfolio save toasts the spec text', async () => {
    vi.mocked(upsertPortfolio).mockResolvedValue({ error: { kind: 'api', message: 'network' } });
    store().setDataset(salesDataset(), 'sales.csv');
    await store().generatePortfolio(signedIn);
    expect(notify.retry).toHaveBeenCalledWith(STEP_TOASTS.portfolioSaveFailed, expect.any(Function), 'Retry');
    expect(store().portfolioRowId).toBeNull();
  });

  it('regenerating with other columns toasts the update text — worded for groups: units by region are no holdings (issue 13)', async () => {
    store().setDataset(salesDataset(), 'sales.csv');
    await store().generatePortfolio(anonymous);
    expect(notify.success).toHaveBeenLastCalledWith(PORTFOLIO_GROUPS_TEXT.generated);
    await store().generatePortfolio(anonymous, { groupColumn: 'region', valueColumn: 'units' });
    expect(notify.success).toHaveBeenLastCalledWith(PORTFOLIO_GROUPS_TEXT.updated);
    expect(store().portfolioOptions).toEqual({ groupColumn: 'region', valueColumn: 'units' });
  });
});

describe('portfolio modes (step 4, spec §4, §5)', () => {
  async function withPortfolio() {
    store().setDataset(salesDataset(), 'sales.csv');
    await store().generatePortfolio(signedIn);
    vi.clearAllMocks();
    vi.mocked(upsertPortfolio).mockResolvedValue({ data: { id: 'port-row-1' } });
  }

  it('Customize Portfolio enters edit mode with a draft; Cancel leaves without saving', async () => {
    await withPortfolio();
    const before = store().portfolio;
    store().startPortfolioEdit();
    expect(store().portfolioMode).toBe('edit');
    store().removeAsset(0);
    expect(store().portfolioDraft?.assets).toHaveLength(3);
    store().cancelPortfolioEdit();
    expect(store().portfolioMode).toBe('view');
    expect(store().portfolio).toBe(before);
    expect(upsertPortfolio).not.toHaveBeenCalled();
  });

  it('add asset validates every field (Please fill in all asset fields) and toasts success', async () => {
    await withPortfolio();
    store().startPortfolioEdit();
    expect(store().addAsset({ symbol: 'abc', name: '', quantity: 1, price: 2 })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(STEP_TOASTS.assetInvalid);
    expect(store().addAsset({ symbol: 'abc', name: 'Alpha', quantity: 0, price: 2 })).toBe(false);
    expect(store().addAsset({ symbol: 'abc', name: 'Alpha', quantity: 10, price: 2.5 })).toBe(true);
    expect(notify.success).toHaveBeenCalledWith(STEP_TOASTS.assetAdded);
    const added = store().portfolioDraft?.assets.at(-1);
    expect(added).toMatchObject({ symbol: 'ABC', name: 'Alpha', quantity: 10, price: 2.5, value: 25 });
  });

  it('edit quantity or price by index recalculates value; remove toasts Asset removed', async () => {
    await withPortfolio();
    store().startPortfolioEdit();
    store().updateAsset(0, { quantity: 2 });
    store().updateAsset(0, { price: 3 });
    expect(store().portfolioDraft?.assets[0]).toMatchObject({ quantity: 2, price: 3, value: 6 });
    store().removeAsset(1);
    expect(notify.success).toHaveBeenCalledWith(STEP_TOASTS.assetRemoved);
    expect(store().portfolioDraft?.assets).toHaveLength(3);
  });

  it('Save Changes recomputes, leaves edit mode, toasts and upserts with the same row id', async () => {
    await withPortfolio();
    store().startPortfolioEdit();
    store().removeAsset(0);
    const draftTotal = store().portfolioDraft!.assets.reduce((s, a) => s + a.value, 0);
    await store().savePortfolioChanges({ name: 'My mix', description: 'Three regions' }, signedIn);
    expect(store().portfolioMode).toBe('view');
    expect(store().portfolio).toMatchObject({ name: 'My mix', description: 'Three regions' });
    expect(store().portfolio?.total_value).toBeCloseTo(draftTotal, 2);
    expect(store().portfolio?.assets).toHaveLength(3);
    expect(notify.success).toHaveBeenCalledWith(STEP_TOASTS.customizationSaved);
    expect(upsertPortfolio).toHaveBeenCalledWith(expect.objectContaining({ id: 'port-row-1', name: 'My mix' }));
  });

  it('Save Changes records the edits in order for the report header; a cancelled session and a regeneration drop them', async () => {
    await withPortfolio();
    store().startPortfolioEdit();
    // typing "25" in a quantity box is one edit of what the user settled on, not one per key
    store().updateAsset(1, { quantity: '2' });
    store().updateAsset(1, { quantity: '25' });
    store().updateAsset(1, { price: '4' });
    store().removeAsset(0);
    await store().savePortfolioChanges({ name: 'My mix', description: '' }, anonymous);
    const saved = [{ op: 'update', index: 1, quantity: '25', price: '4' }, { op: 'remove', index: 0 }, { op: 'save', name: 'My mix', description: '' }];
    expect(store().portfolioOptions.edits).toEqual(saved);
    store().startPortfolioEdit();
    store().removeAsset(0);
    store().cancelPortfolioEdit();
    expect(store().portfolioOptions.edits).toEqual(saved);
    expect(store().portfolioDraftEdits).toEqual([]);
    await store().generatePortfolio(anonymous, { ...store().portfolioOptions, valueColumn: 'units' });
    expect(store().portfolioOptions).toEqual({ valueColumn: 'units' });
  });

  it('withEdit merges consecutive changes of one asset only', () => {
    const a = withEdit([], { op: 'update', index: 0, quantity: 1 });
    expect(withEdit(a, { op: 'update', index: 0, price: 2 })).toEqual([{ op: 'update', index: 0, quantity: 1, price: 2 }]);
    expect(withEdit(a, { op: 'update', index: 1, price: 2 })).toHaveLength(2);
    expect(withEdit([...a, { op: 'remove', index: 3 }], { op: 'update', index: 0, price: 2 })).toHaveLength(3);
  });

  // issue 13 tour: Save Changes on a groups view totalled the symbols' mean prices and shared them out; its edit only renames
  it('Save Changes on groups of a measure renames them and keeps them groups, with their figures', async () => {
    store().setDataset(parseCsv('symbol,date,price\nA,2020-01-01,10\nB,2020-01-01,40\nA,2020-02-01,12\nB,2020-02-01,44\n'), 'prices.csv');
    await store().generatePortfolio(signedIn);
    const before = store().portfolio!;
    // mean price by symbol: A (10 + 12) / 2 = 11, B 42 — means, so no total and no shares
    expect(before.assets.map((a) => [a.name, a.value, a.allocation])).toEqual([['B', 42, 0], ['A', 11, 0]]);
    store().startPortfolioEdit();
    await store().savePortfolioChanges({ name: 'Prices', description: 'Mean price per symbol' }, signedIn);
    expect(store().portfolio).toEqual({ ...before, name: 'Prices', description: 'Mean price per symbol' });
    expect(isGroupsView(store().portfolio!)).toBe(true);
    expect(notify.success).toHaveBeenLastCalledWith(PORTFOLIO_GROUPS_TEXT.saved);
    expect(upsertPortfolio).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Prices', total_value: 0 }));
  });

  it('edit actions do nothing in view mode', async () => {
    await withPortfolio();
    expect(store().addAsset({ symbol: 'X', name: 'X', quantity: 1, price: 1 })).toBe(false);
    store().removeAsset(0);
    expect(store().portfolio?.assets).toHaveLength(4);
    expect(notify.success).not.toHaveBeenCalled();
  });
});
