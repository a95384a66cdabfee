import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortByUnits } from '../../src/explore/sortByUnits.js';

/**
 * Strings of units (bytes, or 16-bit units with `Units`) laid out as sortByUnits reads them, sorted by it; returns the
 * order as indexes and as strings, and the fresh marks.
 */
function sorted(strings: number[][], Units: Uint8ArrayConstructor | Uint16ArrayConstructor = Uint8Array): { ids: number[]; order: number[][]; fresh: number[] } {
  const units = Units.from(strings.flat());
  const from = new Int32Array(strings.length);
  const to = new Int32Array(strings.length);
  let at = 0;
  strings.forEach((s, i) => {
    from[i] = at;
    at += s.length;
    to[i] = at;
  });
  const ids = Uint32Array.from(strings, (_, i) => i);
  const fresh = new Uint8Array(strings.length);
  sortByUnits(ids, fresh, units, from, to);
  return { ids: Array.from(ids), order: Array.from(ids, (i) => strings[i]!), fresh: Array.from(fresh) };
}

const compare = (a: number[], b: number[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

describe('sortByUnits', { timeout: 60_000 }, () => {
  it('sortByUnits(ids, fresh, units, from, to) orders byte strings (shorter first on a shared prefix) and marks runs of equal ones', () => {
    // bytes 1…3 and 255 make long shared prefixes and many equal strings; sizes reach the radix path (≥ 4,096)
    const strings = fc.array(fc.array(fc.constantFrom(1, 2, 3, 255), { maxLength: 14 }), { maxLength: 6000 });
    fc.assert(
      fc.property(strings, (list) => {
        const { order, fresh } = sorted(list);
        expect(order).toEqual([...list].sort(compare));
        fresh.forEach((f, k) => expect(f).toBe(k === 0 || compare(order[k - 1]!, order[k]!) !== 0 ? 1 : 0));
      }),
      { numRuns: 60 },
    );
  });

  it('sortByUnits orders 20,000 strings through radix passes as a comparison sort does', () => {
    let seed = 11;
    const next = (k: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % k;
    const list = Array.from({ length: 20_000 }, () => Array.from({ length: next(20) }, () => [1, 2, 3, 200][next(4)]!));
    const { order, fresh } = sorted(list);
    expect(order).toEqual([...list].sort(compare));
    expect(fresh.reduce((a, b) => a + b, 0)).toBe(new Set(list.map((s) => s.join(','))).size);
  });

  it('sortByUnits sorts the example of its documentation', () => {
    const { order, fresh } = sorted([[2], [1], [2]]);
    expect({ order, fresh }).toEqual({ order: [[1], [2], [2]], fresh: [1, 1, 0] });
  });
});

describe('sortByUnits with 16-bit units', () => {
  it('sortByUnits(ids, fresh, Uint16Array units, …) orders by two units a key, a shorter string first, and marks equal ones', () => {
    const { ids, fresh } = sorted([[300, 2], [300], [1, 65535, 7], [300, 2], [1, 65535], [2]], Uint16Array);
    expect(ids).toEqual([4, 2, 5, 1, 0, 3]);
    expect(fresh).toEqual([1, 1, 1, 1, 1, 0]);
  });
});
