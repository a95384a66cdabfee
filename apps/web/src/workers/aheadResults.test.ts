import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chartData, defaultChartConfig, parseCsv, suggestedQuestions, type Dataset } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { computeDashboard } from '../stores/workflow/dashboardCharts.js';
import { computeAheadResults, defaultChart } from './aheadResults.js';
import { fromWire, takeDictParts, toWire, withOwnArrays } from './transferDataset.js';

const vega = (name: string) => readFileSync(resolve(process.cwd(), 'node_modules/vega-datasets/data', name), 'utf8');

/** What the page gets from the worker for `csv`: the dataset rebuilt from the wire, and the posted results. */
async function throughTheWorker(csv: string) {
  const parsed = parseCsv(csv);
  // as parse.worker does: its own copy for the results, the dataset on the wire (dictionaries in parts)
  const copy = withOwnArrays(parsed);
  const { wire } = toWire(parsed);
  const parts = takeDictParts(wire, 64);
  for (const { column, strings } of parts) {
    const c = wire.columns[column];
    if (c && c.t !== 'number') c.dict = [...c.dict, ...strings];
  }
  const results = structuredClone(computeAheadResults(copy));
  return { page: await fromWire(structuredClone(wire)), results };
}

describe('computeAheadResults (the parse worker, issue 15)', () => {
  it.each(['seattle-weather.csv', 'stocks.csv', 'population_engineers_hurricanes.csv'])('%s: the same dashboard, questions and chart as core computes on the page', async (name) => {
    const csv = vega(name);
    const { page, results } = await throughTheWorker(csv);
    expect(results.dashboard).not.toBeNull();
    expect(results.suggestions?.length).toBeGreaterThan(0);
    // what the screens would compute from the dataset they got, and from a direct parse of the file
    expect(results.dashboard).toEqual(computeDashboard(page, {}));
    expect(results.suggestions).toEqual(suggestedQuestions(page));
    expect(results.chart).toEqual({ base: defaultChartConfig(page), config: defaultChart(page), data: chartData(page, defaultChart(page)) });
    const direct = parseCsv(csv);
    expect(results.dashboard).toEqual(computeDashboard(direct, {}));
    expect(results.suggestions).toEqual(suggestedQuestions(direct));
    expect(results.chart?.data).toEqual(chartData(direct, defaultChart(direct)));
    expect(results.chart?.data.length).toBeGreaterThan(0);
  });

  it('a computation that fails is null, so the page computes it itself', () => {
    const broken = { ...parseCsv('a\n1\n'), roles: undefined } as unknown as Dataset;
    expect(computeAheadResults(broken)).toEqual({ dashboard: null, suggestions: null, chart: null });
  });
});
