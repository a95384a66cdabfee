import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { visibleColumnIndexes } from '../../src/explore/visibleColumnIndexes.js';

const ds = parseCsv('a,b,c\n1,2,3\n');

describe('visibleColumnIndexes', () => {
  it('visibleColumnIndexes(ds, names) keeps header order', () => {
    expect(visibleColumnIndexes(ds, ['c', 'a'])).toEqual([0, 2]);
  });
  it('visibleColumnIndexes(ds) shows all columns when none are named', () => {
    expect(visibleColumnIndexes(ds)).toEqual([0, 1, 2]);
    expect(visibleColumnIndexes(ds, [])).toEqual([0, 1, 2]);
  });
  it('visibleColumnIndexes(ds, unknown) keeps the first column visible', () => {
    expect(visibleColumnIndexes(ds, ['x'])).toEqual([0]);
  });
});
