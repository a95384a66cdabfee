import { describe, expect, it } from 'vitest';
import type { StringColumn } from '../../src/dataset/types.js';
import { aggregateMember } from '../../src/roles/aggregateMember.js';
import { str } from '../helpers/dataset.js';

/** Rows (group, year, value) as the three arrays aggregateMember reads. */
function table(rows: [string, number, number][]) {
  return { group: str('g', rows.map((r) => r[0])) as StringColumn, values: rows.map((r) => r[2]), times: rows.map((r) => r[1]) };
}

describe('aggregateMember', () => {
  it('aggregateMember(group, values, times) finds the member equal to the sum of the others at each time, whatever its name', () => {
    const t = table([
      ['a', 1, 1], ['b', 1, 2], ['sigma', 1, 3],
      ['a', 2, 4], ['b', 2, 5], ['sigma', 2, 9],
      ['a', 3, 2], ['b', 3, 2], ['sigma', 3, 4],
    ]);
    expect(aggregateMember(t.group, t.values, t.times)?.name).toBe('sigma');
  });
  it('aggregateMember accepts a named total within 10%, and nothing when no member adds up', () => {
    const named = table([
      ['a', 1, 10], ['b', 1, 10], ['World', 1, 21],
      ['a', 2, 10], ['b', 2, 10], ['World', 2, 22],
      ['a', 3, 10], ['b', 3, 10], ['World', 3, 19],
    ]);
    expect(aggregateMember(named.group, named.values, named.times)?.name).toBe('World');
    const plain = table([['a', 1, 10], ['b', 1, 10], ['c', 1, 21], ['a', 2, 10], ['b', 2, 10], ['c', 2, 22], ['a', 3, 10], ['b', 3, 10], ['c', 3, 19]]);
    expect(aggregateMember(plain.group, plain.values, plain.times)).toBeUndefined();
  });
  it('aggregateMember ignores all-zero times and needs two parts besides the total', () => {
    const zeros = table([['a', 1, 0], ['b', 1, 0], ['c', 1, 0], ['a', 2, 0], ['b', 2, 0], ['c', 2, 0], ['a', 3, 0], ['b', 3, 0], ['c', 3, 0]]);
    expect(aggregateMember(zeros.group, zeros.values, zeros.times)).toBeUndefined();
    const two = table([['a', 1, 5], ['b', 1, 5], ['a', 2, 6], ['b', 2, 6], ['a', 3, 7], ['b', 3, 7]]);
    expect(aggregateMember(two.group, two.values, two.times)).toBeUndefined();
  });
});
