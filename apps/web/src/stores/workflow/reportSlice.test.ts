import * as core from '@tallyline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkflowStore } from '../workflowStore.js';
import { anonymous, salesDataset } from './testData.js';

vi.mock('../../lib/db/dashboards.js');
vi.mock('../../lib/db/portfolios.js');
vi.mock('../../lib/db/kpis.js');
vi.mock('@tallyline/ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() } }));
// The real core, with the report generator watched.
vi.mock('@tallyline/core', async (importOriginal) => {
  const orig = await importOriginal<typeof core>();
  return { ...orig, generateReport: vi.fn(orig.generateReport) };
});

const store = () => useWorkflowStore.getState();
const reportOptions = () => vi.mocked(core.generateReport).mock.lastCall![1]!;

beforeEach(() => {
  vi.clearAllMocks();
  store().reset();
  store().setDataset(salesDataset(), 'sales.csv');
});

describe('report slice (step 6)', () => {
  it('generateReport over data alone passes no KPIs, portfolio or trend, a date for the title page and the reproducibility header', async () => {
    await store().generateReport();
    expect(Object.keys(reportOptions()).sort()).toEqual(['header', 'now']);
    expect(reportOptions().now).toBeInstanceOf(Date);
    const ds = store().dataset!;
    expect(store().report!.header).toEqual(core.reportHeader(ds, { now: reportOptions().now }));
    expect(store().report!.header!.dataset).toEqual({ fingerprint: core.fingerprintDataset(ds), rows: ds.rowCount, columns: ds.headers.length });
  });

  it('the header records the columns the trend and portfolio steps were given', async () => {
    useWorkflowStore.setState({ trendOptions: { dateColumn: null, column: 'units', horizon: 7 }, portfolioOptions: { groupColumn: 'region', valueColumn: 'sales' } });
    await store().generateReport();
    expect(store().report!.header!.parameters).toMatchObject({ dateColumn: null, groupColumn: 'region', valueColumn: 'sales', horizon: 7 });
  });

  it('generateReport includes the KPIs, portfolio and trend that earlier steps produced', async () => {
    await store().generateKpis(anonymous);
    await store().generatePortfolio(anonymous);
    await store().analyzeTrends();
    await store().generateReport();
    expect(reportOptions()).toMatchObject({ kpis: store().kpis, portfolio: store().portfolio, trend: store().trend });
    expect(store().steps.report).toBe('ready');
  });
});
