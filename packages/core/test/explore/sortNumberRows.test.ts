import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortNumberRows } from '../../src/explore/sortNumberRows.js';

/** The plain comparator sort it must agree with: by value (-0 equal to 0), ties in row order, both directions. */
function comparatorSort(rows: readonly number[], values: Float64Array, direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  // Infinity − Infinity is NaN, which sort reads as equal: the row order then decides
  return [...rows].sort((a, b) => sign * (values[a]! - values[b]!) || a - b);
}

function check(list: readonly number[], rowsOf: (n: number) => number[] = (n) => Array.from({ length: n }, (_, i) => i)): void {
  const values = Float64Array.from(list);
  const rows = rowsOf(list.length);
  for (const direction of ['asc', 'desc'] as const) {
    const input = Uint32Array.from(rows);
    const got = sortNumberRows(input, values, direction);
    const expected = comparatorSort(rows, values, direction);
    // the first position where the two differ (-1: none), cheaper than a deep equality on large arrays
    expect(got.length).toBe(expected.length);
    expect(expected.findIndex((row, k) => got[k] !== row)).toBe(-1);
    expect(Array.from(input)).toEqual(rows); // the caller's rows are left alone
  }
}

// decimals as a CSV holds them (a few places, parsed), integers, and doubles no decimal key fits
const decimal = fc.tuple(fc.integer({ min: -2_000_000, max: 2_000_000 }), fc.constantFrom(1, 10, 100, 1000)).map(([k, s]) => Number((k / s).toString()));
const awkward = fc.oneof(
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -0, 0.1 + 0.2, 1e-9, -1e-300, 1e300, 2 ** 53, 2 ** 53 + 2, -(2 ** 60), Number.MAX_VALUE, Infinity, -Infinity, 4294967296, -4294967295),
);

describe('sortNumberRows', { timeout: 60_000 }, () => {
  it('sortNumberRows(rows, values, direction) orders decimals, integers, -0 and ties as a stable comparator sort does', () => {
    check([2.5, -1, 2.5, 0.25, -0, 0, 3, -0, 0.1, 10, 1e3]);
    expect(Array.from(sortNumberRows(Uint32Array.of(0, 1, 2, 3), Float64Array.of(2.5, -1, 2.5, 0.25), 'asc'))).toEqual([1, 3, 0, 2]);
  });

  it('sortNumberRows agrees with a comparator sort on random decimals (scaled integer keys) and random doubles (float bits)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(decimal, { maxLength: 300 }), fc.array(fc.oneof(decimal, awkward), { maxLength: 300 })), (list) => check(list)),
      { numRuns: 300 },
    );
  });

  it('sortNumberRows agrees with a comparator sort on dates: whole days, hours, minutes, seconds and milliseconds, before and after 1970', () => {
    const DAY = 86_400_000;
    const unit = fc.constantFrom(DAY, 3_600_000, 60_000, 1000, 1);
    // epoch milliseconds from year 1 to 9999, as whole multiples of one unit (what a date column holds), sometimes with an odd one out
    const instant = (u: number) => fc.integer({ min: Math.ceil(-62e12 / u), max: Math.floor(253e12 / u) }).map((k) => k * u);
    const dates = unit.chain((u) => fc.array(fc.oneof({ weight: 20, arbitrary: instant(u) }, { weight: 1, arbitrary: fc.oneof(instant(1), fc.constantFrom(-0, 0.5, 2 ** 53)) }), { maxLength: 200 }));
    // and a few years of days, as the explorer's date columns span
    const recent = fc.array(fc.integer({ min: 18_000, max: 20_000 }).map((d) => d * DAY), { maxLength: 200 });
    fc.assert(
      fc.property(fc.oneof(dates, recent), (list) => check(list)),
      { numRuns: 300 },
    );
  });

  it('sortNumberRows sorts a subset of rows (what a column with empty cells passes) and keeps their order on ties', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(decimal, fc.constantFrom(0, -0, 7)), { maxLength: 200 }), (list) =>
        check(list, (n) => Array.from({ length: n }, (_, i) => i).filter((i) => i % 3 !== 1)),
      ),
      { numRuns: 100 },
    );
  });

  it('sortNumberRows orders 50,000 values through one, two and three radix passes as a comparator sort does', () => {
    let seed = 5;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const cases = [
      Array.from({ length: 50_000 }, () => 1 + Math.floor(next() * 500)), // quantities: one pass
      Array.from({ length: 50_000 }, () => (next() < 0.01 ? -0 : Number((next() * 1000).toFixed(2)))), // prices: two
      Array.from({ length: 50_000 }, () => Math.floor(next() * 4294967296) - 2147483648), // 32-bit range: three
      Array.from({ length: 50_000 }, () => 1.6e12 + Math.floor(next() * 1000) * 86_400_000), // dates: beyond 2^32 ms, whole days
      Array.from({ length: 50_000 }, () => 1.6e12 + Math.floor(next() * 1e9) * 1000 + (next() < 0.001 ? 1 : 0)), // nearly whole seconds: float bits
    ];
    for (const list of cases) check(list);
  });

  it('sortNumberRows of no rows or one row', () => {
    expect(sortNumberRows(new Uint32Array(0), new Float64Array(0), 'asc').length).toBe(0);
    expect(Array.from(sortNumberRows(Uint32Array.of(0), Float64Array.of(-0), 'desc'))).toEqual([0]);
  });
});
