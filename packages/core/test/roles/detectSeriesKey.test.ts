import { describe, expect, it } from 'vitest';
import { detectSeriesKey } from '../../src/roles/detectSeriesKey.js';
import type { RoleDraft } from '../../src/roles/roleDraft.js';

const draft = (keys: number[] | null, distinct: number, role: RoleDraft['role'] = 'dimension'): RoleDraft => ({ role, reasons: [], distinct, timeKind: null, traits: null, keys });

describe('detectSeriesKey', () => {
  it('detectSeriesKey(drafts) picks the category with one row per value and time', () => {
    // two symbols × three months: each month twice, each (symbol, month) once
    const times = Float64Array.from([1, 2, 3, 1, 2, 3]);
    const found = detectSeriesKey([draft([0, 0, 0, 1, 1, 1], 2), draft(null, 3, 'time')], ['symbol', 'date'], times, 'date');
    expect(found?.index).toBe(0);
    // 6 rows / 2 symbols = 3 rows per symbol
    expect(found?.reason).toBe('each date repeats under its 2 values, with one row per symbol and date (about 3 rows per symbol): one time series per symbol');
  });
  it('detectSeriesKey(drafts) finds none when times do not repeat', () => {
    expect(detectSeriesKey([draft([0, 1, 0], 2)], ['k'], Float64Array.from([1, 2, 3]), 't')).toBeNull();
  });
  it('detectSeriesKey(drafts) finds none when a value has several rows at one time', () => {
    expect(detectSeriesKey([draft([0, 0, 1, 1], 2)], ['k'], Float64Array.from([1, 1, 1, 1]), 't')).toBeNull();
  });
  it('detectSeriesKey(drafts) prefers the candidate with fewer values', () => {
    const times = Float64Array.from([1, 2, 1, 2, 1, 2, 1, 2]);
    const many = draft([0, 0, 1, 1, 2, 2, 3, 3], 4);
    const few = draft([0, 0, 1, 1, 0, 0, 1, 1], 2);
    // "few" has each (value, time) twice, so it fails; "many" wins
    expect(detectSeriesKey([few, many], ['a', 'b'], times, 't')?.index).toBe(1);
  });
});
