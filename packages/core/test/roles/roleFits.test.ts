import { describe, expect, it } from 'vitest';
import { roleFits } from '../../src/roles/roleFits.js';
import { date, num, str } from '../helpers/dataset.js';

describe('roleFits', () => {
  it('roleFits(column, "measure") needs a number', () => {
    expect(roleFits(num('n', [null, 2]), 'measure')).toBe(true);
    expect(roleFits(num('n', [null]), 'measure')).toBe(false);
    expect(roleFits(str('s', ['1']), 'measure')).toBe(false);
  });
  it('roleFits(column, "time") needs dates or numbers', () => {
    expect(roleFits(date('d', ['2024-01-01']), 'time')).toBe(true);
    expect(roleFits(num('y', [2024]), 'time')).toBe(true);
    expect(roleFits(str('s', ['x']), 'time')).toBe(false);
  });
  it('roleFits(column, role) accepts any column as identifier, dimension, series or text', () => {
    for (const role of ['identifier', 'dimension', 'series', 'text'] as const) expect(roleFits(num('n', [1]), role)).toBe(true);
  });
});
