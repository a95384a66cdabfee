import { describe, expect, it } from 'vitest';
import { chartChoices } from '../../src/chart/chartChoices.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('chartChoices', () => {
  it('chartChoices(ds) offers time, categories and the series key on x, measures as values', () => {
    expect(chartChoices(publicCsv('stocks.csv'))).toEqual({
      xAxes: ['symbol', 'date'],
      values: ['price'],
      aggregations: ['sum', 'mean', 'median', 'min', 'max', 'count'],
      series: ['symbol'],
    });
  });
  it('chartChoices(ds) never offers identifiers on x nor years as values', () => {
    const zip = chartChoices(publicCsv('zipcodes.csv'));
    expect(zip.xAxes).toEqual(['city', 'state', 'county']);
    expect(zip.series).toEqual([]);
    expect(chartChoices(publicCsv('disasters.csv')).values).toEqual(['Deaths']);
  });
});
