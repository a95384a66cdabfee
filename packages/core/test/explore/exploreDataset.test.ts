import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { exploreDataset } from '../../src/explore/exploreDataset.js';
import { viewRowIndexes } from '../../src/explore/viewRowIndexes.js';

const ds = parseCsv(
  ['city,sales,day', 'Oslo,10,2024-03-01', 'lima,-2,2024-01-15', 'OSLO,,2023-12-31', 'Item 10,7,', 'item 2,tbd,2024-02-29', 'Bergen,10,bad'].join('\n'),
  { columnTypes: { sales: 'number' } }, // 4 of 5 samples numeric is not "more than 80%": forced here
);

describe('exploreDataset', () => {
  it('exploreDataset(ds) shows page 1 of 10 rows with every column by default', () => {
    const r = exploreDataset(ds);
    expect(r).toMatchObject({ totalMatches: 6, pageCount: 1, page: 1, pageSize: 10, pageButtons: [1] });
    expect(r.rowIndexes).toEqual([0, 1, 2, 3, 4, 5]);
    expect(r.columns).toEqual(['city', 'sales', 'day']);
    expect(r.rows[0]).toEqual({ city: 'Oslo', sales: 10, day: '2024-03-01' });
  });

  it('exploreDataset(ds, { search }) matches any column case-insensitively', () => {
    expect(exploreDataset(ds, { search: 'oSLo' }).rowIndexes).toEqual([0, 2]);
    expect(exploreDataset(ds, { search: '2024-02' }).rowIndexes).toEqual([4]);
    expect(exploreDataset(ds, { search: 'tbd' }).rowIndexes).toEqual([4]);
    // "-2" is in row 1's sales and in row 4's date 2024-02-29 ("-29")
    expect(exploreDataset(ds, { search: '-2' }).rowIndexes).toEqual([1, 4]);
  });

  it('exploreDataset(ds, { search }) does not match across two cells', () => {
    // row 0 is "Oslo" then "10": "oslo10" spans a cell boundary
    expect(exploreDataset(ds, { search: 'oslo10' }).totalMatches).toBe(0);
  });

  it('exploreDataset(ds, { search: "  " }) treats a blank search as no search', () => {
    expect(exploreDataset(ds, { search: '  ' }).totalMatches).toBe(6);
  });

  it('exploreDataset(ds, { sort }) sorts numbers numerically, misfits after numbers, empties last', () => {
    // sales: 10, -2, empty, 7, tbd, 10 → asc: -2, 7, 10 (row 0), 10 (row 5, stable), tbd, empty
    expect(exploreDataset(ds, { sort: { column: 'sales', direction: 'asc' } }).rowIndexes).toEqual([1, 3, 0, 5, 4, 2]);
    // desc: 10 (row 0), 10 (row 5), 7, -2, tbd, empty
    expect(exploreDataset(ds, { sort: { column: 'sales', direction: 'desc' } }).rowIndexes).toEqual([0, 5, 3, 1, 4, 2]);
  });

  it('exploreDataset(ds, { sort }) sorts dates chronologically', () => {
    // 2023-12-31 (2), 2024-01-15 (1), 2024-02-29 (4), 2024-03-01 (0), then "bad" (5), then empty (3)
    expect(exploreDataset(ds, { sort: { column: 'day', direction: 'asc' } }).rowIndexes).toEqual([2, 1, 4, 0, 5, 3]);
  });

  it('exploreDataset(ds, { sort }) sorts text with a numeric-aware, case-insensitive collator, stable for equals', () => {
    // Bergen, Item 10 vs item 2 → item 2 first; lima; Oslo and OSLO compare equal → file order
    expect(exploreDataset(ds, { sort: { column: 'city', direction: 'asc' } }).rowIndexes).toEqual([5, 4, 3, 1, 0, 2]);
    expect(exploreDataset(ds, { sort: { column: 'city', direction: 'desc' } }).rowIndexes).toEqual([0, 2, 1, 3, 4, 5]);
  });

  it('exploreDataset(ds, { page, pageSize }) pages the matches and clamps the page', () => {
    const r = exploreDataset(ds, { pageSize: 5, page: 2 });
    expect(r).toMatchObject({ rowIndexes: [5], pageCount: 2, page: 2, pageButtons: [1, 2] });
    expect(exploreDataset(ds, { pageSize: 5, page: 9 }).page).toBe(2);
    expect(exploreDataset(ds, { pageSize: 5, page: 0 }).page).toBe(1);
  });

  it('exploreDataset(ds) without a search or a sort pages by row number: the same pages as viewRowIndexes gives (issue 15)', () => {
    // the first view of a million rows used to fill a Uint32Array of every row index first (~0.2 s on the page's thread)
    const many = parseCsv(['n', ...Array.from({ length: 23 }, (_, i) => String(i * 3))].join('\n'));
    for (const page of [0, 1, 2, 3, 4, 99]) {
      const r = exploreDataset(many, { page, pageSize: 10 });
      const all = viewRowIndexes(many, {});
      const first = (r.page - 1) * 10;
      expect(r.rowIndexes).toEqual(Array.from(all.subarray(first, first + 10)));
      expect(r.rows).toEqual(r.rowIndexes.map((i) => ({ n: i * 3 })));
      expect(r).toMatchObject({ totalMatches: 23, pageCount: 3 });
    }
    expect(exploreDataset(many, { page: 3, pageSize: 10 }).rowIndexes).toEqual([20, 21, 22]);
  });

  it('exploreDataset(ds, { search }) with no match has zero matches and one empty page', () => {
    expect(exploreDataset(ds, { search: 'zzz' })).toMatchObject({ totalMatches: 0, pageCount: 1, page: 1, rows: [], pageButtons: [1] });
  });

  it('exploreDataset(ds, { visibleColumns }) keeps header order and at least one column', () => {
    expect(exploreDataset(ds, { visibleColumns: ['day', 'city'] }).rows[0]).toEqual({ city: 'Oslo', day: '2024-03-01' });
    expect(exploreDataset(ds, { visibleColumns: ['nope'] }).columns).toEqual(['city']);
  });

  it('exploreDataset(ds, { search, sort }) combines filter and order', () => {
    expect(exploreDataset(ds, { search: '10', sort: { column: 'city', direction: 'asc' } }).rowIndexes).toEqual([5, 3, 0]);
  });
});
