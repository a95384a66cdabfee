import { describe, expect, it } from 'vitest';
import { groupByTime } from '../../src/trend/groupByTime.js';

describe('groupByTime', () => {
  it('groupByTime(values, times) sums per time in first-seen order, skipping NaN', () => {
    // time 2: 5 + 1 = 6; time 1: 7; the NaN value and the NaN time are skipped
    const g = groupByTime(Float64Array.from([5, 7, 1, NaN, 3]), Float64Array.from([2, 1, 2, 1, NaN]));
    expect(g).toEqual({ times: [2, 1], sums: [6, 7], counts: [2, 1], kept: 3 });
  });

  it('groupByTime(values, times) agrees with a Map over thousands of distinct times (table growth)', () => {
    const n = 20000;
    const times = Float64Array.from({ length: n }, (_, i) => Date.UTC(2000, 0, 1) + ((i * 7919) % 5003) * 86_400_000);
    const values = Float64Array.from({ length: n }, (_, i) => i % 13);
    const expected = new Map<number, number>();
    times.forEach((t, i) => expected.set(t, (expected.get(t) ?? 0) + values[i]!));
    const g = groupByTime(values, times);
    expect(g.times).toHaveLength(5003);
    expect(new Map(g.times.map((t, k) => [t, g.sums[k]!]))).toEqual(expected);
  });
});
