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
  it('chartChoices(ds) never offers coordinates or directions as values (issue 13: zipcodes\' latitude in the value picker)', () => {
    // zipcodes.csv: zip_code (an id), latitude, longitude (coordinates), city, state, county: nothing to sum or average
    expect(chartChoices(publicCsv('zipcodes.csv')).values).toEqual([]);
    // windvectors.csv: longitude, latitude, dir (a compass direction), dirCat (its sector), speed: only speed is a quantity
    expect(chartChoices(publicCsv('windvectors.csv')).values).toEqual(['speed']);
  });
});
