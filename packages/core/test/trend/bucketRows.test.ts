import { describe, expect, it } from 'vitest';
import { bucketRows } from '../../src/trend/bucketRows.js';

describe('bucketRows', () => {
  it('bucketRows(values) labels up to 500 points Period n', () => {
    expect(bucketRows([4, 5])).toEqual({ values: [4, 5], labels: ['Period 1', 'Period 2'] });
  });
  it('bucketRows(values) averages ⌈n / 500⌉ consecutive rows beyond 500', () => {
    const values = Array.from({ length: 1001 }, (_, i) => i + 1);
    const b = bucketRows(values);
    // k = ⌈1001 / 500⌉ = 3 → 334 chunks; first (1 + 2 + 3) / 3 = 2; last holds 1000, 1001 → 1000.5
    expect(b.values).toHaveLength(334);
    expect([b.values[0], b.values[333], b.labels[333], b.rowsPerBucket]).toEqual([2, 1000.5, 'Period 1000-1001', 3]);
  });
});
