import { describe, expect, it } from 'vitest';
import { createRowSet } from '../../src/dataset/createRowSet.js';
import { rowTextMap } from '../../src/dataset/rowTextMap.js';

const rowsOf = (...rows: number[]) => {
  const set = createRowSet();
  for (const r of rows) set.add(r);
  return set;
};

describe('rowTextMap', () => {
  const m = rowTextMap(rowsOf(2, 7, 9), Uint8Array.of(1, 2, 1), ['', 'n/a', '?']);

  it('rowTextMap(rows, codes, dictionary) answers get and has like a Map', () => {
    expect(m.get(7)).toBe('?');
    expect(m.get(9)).toBe('n/a');
    expect(m.get(3)).toBeUndefined();
    expect([m.has(2), m.has(0), m.has(10)]).toEqual([true, false, false]);
    expect(m.size).toBe(3);
  });

  it('rowTextMap(rows, codes, dictionary) iterates rows in ascending order', () => {
    const seen: [number, string][] = [];
    m.forEach((text, row) => seen.push([row, text]));
    expect(seen).toEqual([
      [2, 'n/a'],
      [7, '?'],
      [9, 'n/a'],
    ]);
    expect([...m.keys()]).toEqual([2, 7, 9]);
    expect([...m.values()]).toEqual(['n/a', '?', 'n/a']);
    expect(new Map(m)).toEqual(new Map(seen));
  });

  it('rowTextMap() of no rows is empty', () => {
    const empty = rowTextMap(rowsOf(), new Uint8Array(0), ['']);
    expect(empty.size).toBe(0);
    expect(empty.get(0)).toBeUndefined();
  });
});
