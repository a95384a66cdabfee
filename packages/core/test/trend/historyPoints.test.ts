import { describe, expect, it } from 'vitest';
import { historyPoints } from '../../src/trend/historyPoints.js';

describe('historyPoints', () => {
  it('historyPoints(series, naive, 3.5) flags the spike only: the point after it is scored against the cleaned run', () => {
    // naive one-step errors of 10, 12, 11, 30, 12, 11, 12, 11: 2, −1, 19, −18, −1, 1, −1
    // median −1, |e + 1| = 3, 0, 20, 17, 0, 2, 0 → MAD 2; z = 0.6745 (e + 1) / 2: 6.745 at t = 3, −5.73 at t = 4 → both flagged
    // cleaned run: t = 3 treated as its forecast 11 (t = 4 too), so ŷ₄ = 11 and e₄ = 1; rescored, only t = 3 stays above 3.5
    const { points } = historyPoints({ values: [10, 12, 11, 30, 12, 11, 12, 11], labels: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] }, { method: 'naive', seasonPeriod: 0 }, 3.5);
    expect(points.filter((p) => p.anomaly).map((p) => p.period)).toEqual(['d']);
    expect(points[4]!.fitted).toBe(11);
    expect(points[0]).toEqual({ period: 'a', value: 10, predicted: false, anomaly: false });
  });
  it('historyPoints(series, spec, threshold) carries the bucket time of dated points', () => {
    const { points } = historyPoints({ values: [1, 2], labels: ['x', 'y'], times: [0, 86_400_000], unit: 'day' }, { method: 'naive', seasonPeriod: 0 }, 3.5);
    expect(points.map((p) => p.time)).toEqual([0, 86_400_000]);
  });
});
