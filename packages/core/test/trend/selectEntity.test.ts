import { describe, expect, it } from 'vitest';
import { selectEntity } from '../../src/trend/selectEntity.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

describe('selectEntity', () => {
  it('selectEntity(stocks, symbol, entity) keeps exactly that symbol’s rows', () => {
    const s = selectEntity(publicCsv('stocks.csv'), 'symbol', 'GOOG')!;
    const rows = publicCsvRows('stocks.csv');
    expect(s.entities).toEqual(['MSFT', 'AMZN', 'IBM', 'GOOG', 'AAPL']);
    expect(Array.from(s.keep)).toEqual(rows.map((r) => (r[0] === 'GOOG' ? 1 : 0)));
  });
  it('selectEntity(ds, key) defaults to the entity with the most rows, first seen on a tie, and skips empty keys', () => {
    const ds = dataset(str('k', ['a', '', 'b', 'b', 'a', 'c']));
    expect(selectEntity(ds, 'k')).toMatchObject({ entity: 'a', entities: ['a', 'b', 'c'] }); // a and b have 2 each: a first
    expect(Array.from(selectEntity(ds, 'k', 'b')!.keep)).toEqual([0, 0, 1, 1, 0, 0]);
  });
  it('selectEntity(ds, numeric key) reads the numbers as the cells show them', () => {
    const s = selectEntity(dataset(num('store', [7, 3, 7, null, 3, 3])), 'store')!;
    expect(s).toMatchObject({ entity: '3', entities: ['7', '3'] }); // 3 has three rows, 7 two; the empty cell has none
    expect(Array.from(s.keep)).toEqual([0, 1, 0, 0, 1, 1]);
  });
  it('selectEntity(ds) without a key is undefined; an unknown entity is refused', () => {
    const ds = dataset(str('k', ['a']));
    expect(selectEntity(ds)).toBeUndefined();
    expect(() => selectEntity(ds, 'k', 'z')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
