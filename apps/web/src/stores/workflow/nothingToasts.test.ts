import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseCsv } from '@tallyline/core';
import { notify } from '@tallyline/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTHING_TOASTS, STEP_TOASTS } from '../../messages/steps.js';
import { useWorkflowStore } from '../workflowStore.js';
import { anonymous } from './testData.js';

vi.mock('../../lib/db/dashboards.js');
vi.mock('../../lib/db/portfolios.js');
vi.mock('../../lib/db/kpis.js');
vi.mock('@tallyline/ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() } }));

const vega = (name: string) => parseCsv(readFileSync(resolve(process.cwd(), 'node_modules/vega-datasets/data', name), 'utf8'));
const store = () => useWorkflowStore.getState();

beforeEach(() => {
  vi.clearAllMocks();
  store().reset();
});

// Issue 13 tour: zipcodes.csv (an id, two coordinates, three categories) toasted "Trend analysis completed!" though no
// trend was made. A step that makes nothing from the data says so, as a notice — never a success toast.
describe('steps that make nothing from the data say what happened', () => {
  it('zipcodes.csv (no measure): the KPI, Portfolio and Trend steps toast that nothing was made', async () => {
    store().setDataset(vega('zipcodes.csv'), 'zipcodes.csv');
    await store().generateKpis(anonymous);
    await store().generatePortfolio(anonymous);
    await store().analyzeTrends();
    expect(vi.mocked(notify.info).mock.calls.map((c) => c[0])).toEqual([NOTHING_TOASTS.kpis, NOTHING_TOASTS.portfolio, NOTHING_TOASTS.trendNoMeasure]);
    expect(notify.success).not.toHaveBeenCalled();
    // the dashboard does count rows per state: real work, the spec's toast
    await store().generateDashboard(anonymous);
    expect(notify.success).toHaveBeenCalledWith(STEP_TOASTS.dashboardGenerated);
  });

  it('gapminder-health-income.csv (measures, no time column): the Trend step toasts that no trend was made', async () => {
    store().setDataset(vega('gapminder-health-income.csv'), 'gapminder-health-income.csv');
    await store().analyzeTrends();
    expect(notify.info).toHaveBeenCalledWith(NOTHING_TOASTS.trendNoTime);
    expect(notify.success).not.toHaveBeenCalled();
    // row order asked for: a trend is made, and the spec's toast says so
    await store().analyzeTrends({ dateColumn: null });
    expect(notify.success).toHaveBeenCalledWith(STEP_TOASTS.trendCompleted);
  });

  it('la-riots.csv (5 weeks of 83 hold a death): core withholds the trend, and the toast says none is stated', async () => {
    store().setDataset(vega('la-riots.csv'), 'la-riots.csv');
    await store().analyzeTrends();
    expect(notify.info).toHaveBeenCalledWith(NOTHING_TOASTS.trendWithheld);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('seattle-weather.csv: KPIs, groups and the trend are made, with the success toasts', async () => {
    store().setDataset(vega('seattle-weather.csv'), 'seattle-weather.csv');
    await store().generateKpis(anonymous);
    await store().analyzeTrends();
    expect(vi.mocked(notify.success).mock.calls.map((c) => c[0])).toEqual([STEP_TOASTS.kpisGenerated, STEP_TOASTS.trendCompleted]);
    expect(notify.info).not.toHaveBeenCalled();
  });
});
