import { describe, expect, it } from 'vitest';
import { rolesSummary } from '../../src/report/rolesSummary.js';
import { dataset } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('rolesSummary', () => {
  it('rolesSummary(seattle-weather) names each measure with how it combines, then time and category', () => {
    expect(rolesSummary(publicCsv('seattle-weather.csv'))).toBe(
      'Measures: precipitation (summed), temp_max (averaged), temp_min (averaged), wind (averaged); time: date; category: weather.',
    );
  });
  it('rolesSummary(disasters) names the series key and years', () => {
    expect(rolesSummary(publicCsv('disasters.csv'))).toBe('Measure: Deaths (summed); time: Year (years); series key: Entity.');
  });
  it('rolesSummary(ds) of no columns is empty', () => {
    expect(rolesSummary(dataset())).toBe('');
  });
});
