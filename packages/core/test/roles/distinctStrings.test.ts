import { describe, expect, it } from 'vitest';
import { distinctStrings } from '../../src/roles/distinctStrings.js';
import { str } from '../helpers/dataset.js';

describe('distinctStrings', () => {
  it('distinctStrings(column, cap, keys) counts non-empty values and numbers them in order of first appearance', () => {
    const keys = new Float64Array(4);
    expect(distinctStrings(str('c', ['a', '', 'a', 'b']), 10, keys)).toEqual({ distinct: 2, scanned: 4, nonEmpty: 3 });
    expect([...keys]).toEqual([0, NaN, 0, 1]);
  });
  it('distinctStrings(column, cap) stops once more than cap values are seen', () => {
    expect(distinctStrings(str('c', ['a', 'b', 'c', 'd']), 2)).toEqual({ distinct: 3, scanned: 3, nonEmpty: 3 });
  });
});
