import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { searchRows } from '../../src/explore/searchRows.js';

describe('searchRows', () => {
  it('searchRows(ds, query) marks matching rows and returns null for a blank query', () => {
    const ds = parseCsv('city\nOslo\nLima\n');
    expect([...searchRows(ds, 'LI')!]).toEqual([0, 1]);
    expect(searchRows(ds, '')).toBeNull();
  });
  it('searchRows(ds, query) finds text whose lower case changes length (İ)', () => {
    const ds = parseCsv('name\nİstanbul\nizmir\n');
    expect([...searchRows(ds, 'stanbul')!]).toEqual([1, 0]);
  });
  it('searchRows(ds, query) finds rows beyond the first index block of 8192 rows', () => {
    const ds = parseCsv(`n\n${Array.from({ length: 20_000 }, (_, i) => `row${i}`).join('\n')}\n`);
    const m = searchRows(ds, 'row19999')!;
    expect(m[19_999]).toBe(1);
    expect(m.reduce((a, b) => a + b, 0)).toBe(1);
  });
});
