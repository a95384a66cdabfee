import { describe, expect, it } from 'vitest';
import { encodeColumn } from '../../src/query/encodeColumn.js';
import { date, num, str } from '../helpers/dataset.js';

describe('encodeColumn', () => {
  it('encodeColumn(column) numbers distinct texts in order of first appearance, empty as null', () => {
    const e = encodeColumn(str('w', ['rain', '', 'sun', 'rain', '']));
    expect(Array.from(e.codes)).toEqual([0, 1, 2, 0, 1]);
    expect(e.labels).toEqual(['rain', null, 'sun']);
  });

  it('encodeColumn(column) keys numbers by value and cells that did not fit by their text', () => {
    const c = num('n', [2, null, 2, null]);
    const column = { ...c, invalid: new Map([[3, 'n/a']]) };
    const e = encodeColumn(column);
    expect(Array.from(e.codes)).toEqual([0, 1, 0, 2]);
    expect(e.labels).toEqual(['2', null, 'n/a']);
    expect(e.sortKeys).toEqual([2, '', 'n/a']);
  });

  it('encodeColumn(column) labels dates by their text and orders them by time', () => {
    const e = encodeColumn(date('d', ['2015-07-04', '2015-01-01', '2015-07-04']));
    expect(e.labels).toEqual(['2015-07-04', '2015-01-01']);
    expect(e.sortKeys).toEqual([Date.UTC(2015, 6, 4), Date.UTC(2015, 0, 1)]);
  });

  it('encodeColumn(column) encodes a column once', () => {
    const c = str('w', ['a']);
    expect(encodeColumn(c)).toBe(encodeColumn(c));
  });
});
