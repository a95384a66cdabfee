import { describe, expect, it } from 'vitest';
import { createColumnBuilder } from '../../src/typing/createColumnBuilder.js';
import { textsOf, valuesOf } from '../helpers/dataset.js';

const opts = { decimalSeparator: '.', dateOrder: 'DMY' } as const;
const build = (cells: string[], extra = {}) => {
  const invalidRows: number[] = [];
  const b = createColumnBuilder('c', { ...opts, ...extra, onInvalid: (r) => invalidRows.push(r) });
  for (const c of cells) b.push(c, 0, c.length);
  return { ...b.finish(), invalidRows };
};

describe('createColumnBuilder', () => {
  it('createColumnBuilder(name).finish() types from the first 10 non-empty cells and converts the rest', () => {
    const { column, profile, invalidRows } = build(['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'x', '11']);
    expect(column.type).toBe('number');
    expect([...valuesOf(column)].slice(0, 3)).toEqual([NaN, 1, 2]);
    expect([...column.invalid]).toEqual([[11, 'x']]);
    expect(profile).toEqual({ name: 'c', type: 'number', fit: 1, missing: 1, invalid: 1 });
    expect(invalidRows).toEqual([11]);
  });
  it('createColumnBuilder(name, { expectedRows }) keeps every misfit of a long run of text after a numeric sample', () => {
    // past 65,536 misfits the store takes room for the rows still expected; more misfits than that estimate still fit
    const cells = [...Array.from({ length: 10 }, (_, i) => `${i}`), ...Array.from({ length: 100_000 }, (_, i) => (i % 1000 === 0 ? '5' : i % 2 ? 'x' : 'yz'))];
    const { column, profile, invalidRows } = build(cells, { expectedRows: 80_000 });
    expect(column.type).toBe('number');
    expect(profile.invalid).toBe(99_900);
    expect(column.invalid.get(11)).toBe('x');
    expect(column.invalid.get(100_009)).toBe('x');
    expect(column.invalid.get(100_008)).toBe('yz');
    expect(column.invalid.has(1010)).toBe(false);
    expect([...valuesOf(column)].slice(1009, 1012)).toEqual([NaN, 5, NaN]);
    expect(invalidRows).toEqual([11]);
  });
  it('createColumnBuilder(name, { type }) uses a forced type and measures its fit', () => {
    const { column, profile } = build(['a', '1'], { type: 'number' });
    expect(column.type).toBe('number');
    expect(profile.fit).toBe(0.5);
  });
  it('createColumnBuilder(name) keeps date text and marks impossible dates invalid', () => {
    const { column, profile } = build(['2024-01-01', '31/02/2024', '']);
    expect(column.type).toBe('date');
    expect(textsOf(column)).toEqual(['2024-01-01', '31/02/2024', '']);
    expect([...column.invalid]).toEqual([[1, '31/02/2024']]);
    expect(profile).toMatchObject({ missing: 1, invalid: 1 });
  });
  it('createColumnBuilder(name) with only empty cells is a string column of empties', () => {
    const b = createColumnBuilder('c', opts);
    b.pushEmpty();
    b.push('  ', 0, 2);
    const { column, profile } = b.finish();
    expect(textsOf(column)).toEqual(['', '  ']);
    expect(profile).toEqual({ name: 'c', type: 'string', fit: 1, missing: 2, invalid: 0 });
  });
  it('createColumnBuilder(name) grows past its initial capacity', () => {
    const cells = Array.from({ length: 5000 }, (_, i) => String(i));
    const { column } = build(cells);
    expect(valuesOf(column).length).toBe(5000);
    expect(valuesOf(column)[4999]).toBe(4999);
  });
  it('createColumnBuilder(name).rewind(mark) drops cells pushed after the mark, even across the type decision', () => {
    const b = createColumnBuilder('c', opts);
    for (const c of ['1', '', '2']) b.push(c, 0, c.length);
    const m = b.mark();
    for (const c of ['x', 'y', 'z', 'w', 'v', 'u', 't', 's', 'r']) b.push(c, 0, c.length); // settles the type: string
    b.rewind(m);
    for (const c of ['3', '4', '5', '6', '7', '8', '9', '10']) b.push(c, 0, c.length);
    const { column, profile } = b.finish();
    expect(column.type).toBe('number');
    expect([...valuesOf(column)]).toEqual([1, NaN, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(profile).toEqual({ name: 'c', type: 'number', fit: 1, missing: 1, invalid: 0 });
  });
  it('createColumnBuilder(name).rewind(mark) forgets invalid cells after the mark of a typed column', () => {
    const b = createColumnBuilder('c', { ...opts, type: 'number' });
    b.push('1', 0, 1);
    const m = b.mark();
    b.push('bad', 0, 3);
    b.rewind(m);
    b.push('2', 0, 1);
    expect(b.finish().profile).toMatchObject({ invalid: 0, missing: 0 });
  });
  it('createColumnBuilder(name).rewind(mark) undoes a turn to text after the mark', () => {
    const b = createColumnBuilder('c', opts);
    for (const c of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']) b.push(c, 0, c.length);
    const m = b.mark();
    b.push('007', 0, 3);
    b.rewind(m);
    b.push('11', 0, 2);
    const { column } = b.finish();
    expect(column.type).toBe('number');
    expect([...valuesOf(column)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
  it('createColumnBuilder(name) turns to text with misfits and missing cells kept as they were', () => {
    const { column, profile } = build(['1', '2', 'x', '3', '4', '5', '6', '7', '8', '9', '10', 'N/A', '0012']);
    expect(textsOf(column)).toEqual(['1', '2', 'x', '3', '4', '5', '6', '7', '8', '9', '10', '', '0012']);
    expect(profile).toMatchObject({ type: 'string', invalid: 0, missing: 1 });
  });
});
