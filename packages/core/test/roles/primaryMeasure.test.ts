import { describe, expect, it } from 'vitest';
import { primaryMeasure } from '../../src/roles/primaryMeasure.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('primaryMeasure', () => {
  it('primaryMeasure(ds) takes a total or money measure that adds up first, else the first measure', () => {
    expect(primaryMeasure(dataset(num('quantity', [1, 2]), num('amount', [3, 4])))?.column).toBe('amount');
    expect(primaryMeasure(publicCsv('seattle-weather.csv'))?.column).toBe('precipitation');
  });
  it('primaryMeasure(ds) never picks a year or an id, and is undefined without measures', () => {
    expect(primaryMeasure(publicCsv('disasters.csv'))?.column).toBe('Deaths');
    expect(primaryMeasure(dataset(str('a', ['x'])))).toBeUndefined();
  });
});
