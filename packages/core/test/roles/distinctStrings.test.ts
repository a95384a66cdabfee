import { describe, expect, it } from 'vitest';
import { distinctStrings } from '../../src/roles/distinctStrings.js';

describe('distinctStrings', () => {
  it('distinctStrings(values, cap, codes) counts non-empty values and numbers them in order of first appearance', () => {
    const codes = new Float64Array(4);
    expect(distinctStrings(['a', '', 'a', 'b'], 10, codes)).toEqual({ distinct: 2, scanned: 4, nonEmpty: 3 });
    expect([...codes]).toEqual([0, NaN, 0, 1]);
  });
  it('distinctStrings(values, cap) stops once more than cap values are seen', () => {
    expect(distinctStrings(['a', 'b', 'c', 'd'], 2)).toEqual({ distinct: 3, scanned: 3, nonEmpty: 3 });
  });
});
