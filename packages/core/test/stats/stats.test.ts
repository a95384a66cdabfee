import { describe, expect, it } from 'vitest';
import { countMissing } from '../../src/stats/countMissing.js';
import { dataQuality } from '../../src/stats/dataQuality.js';
import { datasetFingerprint, rememberFingerprint } from '../../src/stats/datasetFingerprint.js';
import { finiteStats } from '../../src/stats/finiteStats.js';
import { formatNumber } from '../../src/stats/formatNumber.js';
import { hashString } from '../../src/stats/hashString.js';
import { pearson } from '../../src/stats/pearson.js';
import { pickColumn } from '../../src/stats/pickColumn.js';
import { robustZScores } from '../../src/stats/robustZScores.js';
import { round } from '../../src/stats/round.js';
import { quantilesFinite } from '../../src/stats/quantilesFinite.js';
import { dataset, num, str } from '../helpers/dataset.js';

describe('stats', () => {
  it('round(value, digits) rounds half away from zero despite binary floats', () => {
    expect(round(2.345, 2)).toBe(2.35); // 2.345 is 2.34499999… in binary
    expect(round(-2.345, 2)).toBe(-2.35);
    expect(round(1.05, 1)).toBe(1.1);
    expect(round(-0.001, 2)).toBe(0); // no -0
    expect(round(NaN, 2)).toBeNaN();
  });

  it('formatNumber(value) groups thousands, keeps at most 2 decimals, n/a for non-finite', () => {
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(6.557878315132601)).toBe('6.56'); // the portfolio price of issue 17
    expect(formatNumber(12)).toBe('12'); // no trailing zeros
    expect(formatNumber(-0.001, { decimals: 2 })).toBe('0.00'); // rounds to zero: no '-0.00'
    expect(formatNumber(-0.001)).toBe('-0.001'); // a plain small value keeps its digits
    expect(formatNumber(Infinity)).toBe('n/a');
    expect(formatNumber(NaN, { missing: '—' })).toBe('—');
  });

  it('formatNumber(value, { unit: "currency" }) shows the symbol and exactly 2 decimals', () => {
    expect(formatNumber(100000, { unit: 'currency' })).toBe('$100,000.00');
    expect(formatNumber(6.557878315132601, { unit: 'currency' })).toBe('$6.56');
    expect(formatNumber(-1234.5, { unit: 'currency' })).toBe('-$1,234.50');
    expect(formatNumber(-0.001, { unit: 'currency' })).toBe('$0.00'); // rounds to zero: no sign
    expect(formatNumber(5, { unit: 'currency', currency: 'EUR' })).toBe('€5.00');
  });

  it('formatNumber(value, { unit: "percent", signed }) shows percent points to one decimal', () => {
    expect(formatNumber(12.345, { unit: 'percent' })).toBe('12.3%');
    expect(formatNumber(3.25, { unit: 'percent', signed: true })).toBe('+3.3%'); // 3.25 → 3.3 (half away from zero)
    expect(formatNumber(-1, { unit: 'percent', signed: true })).toBe('-1.0%');
    // a change that would round to 0.0% keeps one significant digit: -0.03% is not 'none'
    expect(formatNumber(0.04, { unit: 'percent', signed: true })).toBe('+0.04%');
    expect(formatNumber(-0.0312, { unit: 'percent', signed: true })).toBe('-0.03%');
    expect(formatNumber(0.05, { unit: 'percent', signed: true })).toBe('+0.1%'); // 0.05 → 0.1 (half away from zero)
    expect(formatNumber(0, { unit: 'percent', signed: true })).toBe('0.0%'); // zero has no sign
    expect(formatNumber(-0.04, { unit: 'percent', decimals: 1 })).toBe('0.0%'); // decimals asked for: as asked, no '-0.0%'
    expect(formatNumber(1234.5, { unit: 'percent', decimals: 0 })).toBe('1,235%'); // 1234.5 → 1235 (half away from zero)
  });

  it('formatNumber(value, { decimals, compact }) fixes the decimals or shortens the scale', () => {
    expect(formatNumber(2, { decimals: 1 })).toBe('2.0');
    expect(formatNumber(1_200_000, { compact: true })).toBe('1.2M');
    expect(formatNumber(1500, { compact: true })).toBe('1.5K');
    expect(formatNumber(999, { compact: true })).toBe('999');
  });

  it('hashString(text) is stable and differs for different texts', () => {
    // FNV-1a of '' is the offset basis 0x811c9dc5 = 2166136261
    expect(hashString('')).toBe((2166136261).toString(36));
    expect(hashString('sales')).toBe(hashString('sales'));
    expect(hashString('sales')).not.toBe(hashString('Sales'));
  });

  it('robustZScores(values) uses 0.6745·(x − median)/MAD', () => {
    // median 3; |x − 3| = 2,1,0,1,97 → MAD 1; z = 0.6745·(x − 3)
    const z = robustZScores([1, 2, 3, 4, 100]);
    expect(z[0]).toBeCloseTo(-1.349, 3);
    expect(z[3]).toBeCloseTo(0.6745, 4);
    expect(z[4]).toBeCloseTo(65.4265, 3); // 0.6745 · 97
  });

  it('robustZScores(values) falls back to 1.2533 × mean absolute deviation when the MAD is 0', () => {
    // median 5; deviations 0,0,0,0,10 → MAD 0; meanAD 2 → scale 2.5066; z(15) = 10 / 2.5066 = 3.9895
    const z = robustZScores([5, 5, 5, 5, 15]);
    expect(z[4]).toBeCloseTo(3.9895, 3);
    expect(z[0]).toBe(0);
    expect(Array.from(robustZScores([2, 2, 2]))).toEqual([0, 0, 0]);
    expect(robustZScores([NaN, 1, 2])[0]).toBeNaN();
  });

  it('pearson(x, y) over the rows where both are numbers', () => {
    // x̄ = 2, ȳ = 13/3; Sxy = 5, Sxx = 2, Syy = 12.667 → r = 5 / √25.333 = 0.99339
    expect(pearson([1, 2, 3], [2, 4, 7])).toBeCloseTo(0.99339, 4);
    expect(pearson([1, 2, NaN, 3], [3, 2, 100, 1])).toBeCloseTo(-1, 10);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNaN(); // constant side
    expect(pearson([1], [1])).toBeNaN();
  });

  it('countMissing(column) counts empty cells but not invalid text', () => {
    expect(countMissing(str('a', ['x', '', 'y', '']))).toBe(2);
    const c = { ...num('n', [1, null, null]), invalid: new Map([[2, 'n/a']]) };
    expect(countMissing(c)).toBe(1);
  });

  it('dataQuality(ds) is excellent under 5% missing, good under 15%, else needs attention', () => {
    // 1 of 20 cells = 5% → not under 5% → good
    const ds = dataset(num('a', [1, 2, 3, 4, 5, 6, 7, 8, 9, null]), num('b', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(dataQuality(ds)).toMatchObject({ cells: 20, missing: 1, share: 0.05, quality: 'good' });
    const none = dataset(num('a', [1, 2]));
    expect(dataQuality(none).quality).toBe('excellent');
    // 3 of 20 = 15% → not under 15% → needs attention
    const bad = dataset(num('a', [null, null, null, 4, 5, 6, 7, 8, 9, 10]), num('b', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(dataQuality(bad).quality).toBe('needs attention');
    expect(dataQuality(dataset()).share).toBe(0);
  });

  it('pickColumn(ds, type, name) gives the named column, else the first of the type', () => {
    const ds = dataset(str('region', ['a']), num('sales', [1]), num('units', [2]));
    expect(pickColumn(ds, 'number')?.name).toBe('sales');
    expect(pickColumn(ds, 'number', 'units')?.name).toBe('units');
    expect(pickColumn(ds, 'number', 'region')).toBeUndefined();
    expect(pickColumn(ds, 'date')).toBeUndefined();
    expect(() => pickColumn(ds, 'number', 'nope')).toThrow(expect.objectContaining({ code: 'UNKNOWN_COLUMN' }));
  });

  it('datasetFingerprint(ds) is the same for equal content and changes with it', () => {
    const a = dataset(num('sales', [1, 2, 3]));
    const b = dataset(num('sales', [1, 2, 3]));
    const c = dataset(num('sales', [1, 2, 4]));
    expect(datasetFingerprint(a)).toBe(datasetFingerprint(b));
    expect(datasetFingerprint(a)).not.toBe(datasetFingerprint(c));
  });

  it('datasetFingerprint(ds) sees a change in a middle row, a renamed column and moved text', () => {
    const base = datasetFingerprint(dataset(num('sales', [1, 2, 3, 4, 5])));
    expect(datasetFingerprint(dataset(num('sales', [1, 2, 9, 4, 5])))).not.toBe(base); // only row 3 differs
    expect(datasetFingerprint(dataset(num('revenue', [1, 2, 3, 4, 5])))).not.toBe(base);
    // The same characters split differently across cells are other content.
    expect(datasetFingerprint(dataset(str('a', ['ab', ''])))).not.toBe(datasetFingerprint(dataset(str('a', ['a', 'b']))));
  });

  it('rememberFingerprint(ds, fp) makes datasetFingerprint(ds) answer fp without reading the cells', () => {
    const fp = datasetFingerprint(dataset(num('sales', [1, 2, 3])));
    const ds = dataset(num('sales', [1, 2, 3]));
    // a cell read would throw: the remembered fingerprint is answered as it was given
    const unreadable = { ...ds, cellText: (): string => { throw new Error('read a cell'); } };
    rememberFingerprint(unreadable, fp);
    expect(datasetFingerprint(unreadable)).toBe(fp);
    expect(() => datasetFingerprint({ ...unreadable })).toThrow('read a cell');
  });
});


describe('finiteStats / quantilesFinite', () => {
  it('finiteStats(values) counts, sums and bounds the numbers, skipping NaN', () => {
    // 4 + 2 = 6 over 2 numbers → mean 3
    expect(finiteStats(Float64Array.from([4, NaN, 2]))).toEqual({ count: 2, sum: 6, mean: 3, min: 2, max: 4 });
    expect(finiteStats([NaN])).toEqual({ count: 0, sum: 0, mean: NaN, min: NaN, max: NaN });
  });
  it('quantilesFinite(values, ps) interpolates like R-7, skipping NaN', () => {
    // n = 4: h = 3 × 0.25 = 0.75 → 1 + 0.75 × (2 − 1) = 1.75; h = 2.25 → 3 + 0.25 = 3.25
    expect(quantilesFinite([4, NaN, 1, 3, 2], [0.25, 0.75])).toEqual([1.75, 3.25]);
    expect(quantilesFinite([5], [0, 0.5, 1])).toEqual([5, 5, 5]);
    expect(quantilesFinite([NaN], [0.5])[0]).toBeNaN();
  });
});
