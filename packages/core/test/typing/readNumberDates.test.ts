import { describe, expect, it } from 'vitest';
import type { NumberColumn } from '../../src/dataset/types.js';
import { readNumberDates } from '../../src/typing/readNumberDates.js';
import { num, textsOf } from '../helpers/dataset.js';

const read = (name: string, values: (number | null)[]) => readNumberDates(num(name, values) as NumberColumn);

describe('readNumberDates', () => {
  it('readNumberDates(column) reads Excel serials under a date header', () => {
    // 43831 − 25569 = 18,262 days after 1970-01-01 = 2020-01-01
    const d = read('invoice_date', [43831, null]);
    expect(d && [...d.values]).toEqual([18_262 * 86_400_000, NaN]);
    expect(d && textsOf(d)).toEqual(['2020-01-01', '']);
  });
  it('readNumberDates(column) is null without a date word, or when a number fits neither shape', () => {
    expect(read('amount', [43831])).toBeNull();
    expect(read('date', [43831, 5])).toBeNull();
    expect(read('date', [null])).toBeNull();
    // 20000230 is not a real day and 2 × 10^7 is outside the serial range
    expect(read('date', [20000230])).toBeNull();
  });
  it('readNumberDates(column) reads serials 10,959 (1930-01-01) to 73,050 (2099-12-31) only', () => {
    const d = read('date', [10_959, 73_050]);
    expect(d && textsOf(d)).toEqual(['1930-01-01', '2099-12-31']);
    expect(read('date', [10_958])).toBeNull();
  });
});
