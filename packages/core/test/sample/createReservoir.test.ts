import { describe, expect, it } from 'vitest';
import { createReservoir } from '../../src/sample/createReservoir.js';

/** The items a reservoir of `k` holds after `n` offers: slot → item index. */
function sample(k: number, n: number, seed: number): number[] {
  const r = createReservoir(k, seed);
  const slots: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = r.offer();
    if (s >= 0) slots[s] = i;
  }
  return slots;
}

describe('createReservoir', () => {
  it('keeps every item, in slot order, while the stream fits', () => {
    expect(sample(10, 7, 3)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const r = createReservoir(10, 3);
    for (let i = 0; i < 7; i++) r.offer();
    expect([r.seen, r.size]).toEqual([7, 7]);
  });

  it('holds exactly `capacity` distinct items of the stream, the same ones for the same seed', () => {
    const a = sample(100, 10_000, 42);
    expect(a).toHaveLength(100);
    expect(new Set(a).size).toBe(100);
    expect(a.every((i) => i >= 0 && i < 10_000)).toBe(true);
    expect(sample(100, 10_000, 42)).toEqual(a);
    expect(sample(100, 10_000, 43)).not.toEqual(a);
  });

  it('is uniform: every position is kept with probability k/n (chi-square over 4,000 seeds)', () => {
    const k = 5;
    const n = 40;
    const seeds = 4000;
    const hits = new Array<number>(n).fill(0);
    for (let seed = 1; seed <= seeds; seed++) for (const i of sample(k, n, seed)) hits[i]!++;
    const expected = (seeds * k) / n; // 500 per position
    const chi2 = hits.reduce((s, h) => s + (h - expected) ** 2 / expected, 0);
    // 39 degrees of freedom: the 99.9th percentile is 72.1
    expect(chi2).toBeLessThan(72.1);
    // the first k are not favoured (a classic off-by-one would keep them more often)
    expect(Math.max(...hits.slice(0, k))).toBeLessThan(expected * 1.2);
  });

  it('limit() while filling fixes the size at the items kept; rewind returns to a mark', () => {
    const r = createReservoir(1000, 9);
    for (let i = 0; i < 50; i++) r.offer();
    r.limit();
    expect(r.capacity).toBe(50);
    const m = r.mark();
    const after = Array.from({ length: 200 }, () => r.offer());
    expect(after.every((s) => s < 50)).toBe(true);
    r.rewind(m);
    expect(Array.from({ length: 200 }, () => r.offer())).toEqual(after);
  });
});
