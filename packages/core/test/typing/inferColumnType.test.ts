import { describe, expect, it } from 'vitest';
import { inferColumnType } from '../../src/typing/inferColumnType.js';

const opts = { decimalSeparator: '.', dateOrder: 'DMY' } as const;
const nums = (n: number) => Array.from({ length: n }, (_, i) => String(i));

describe('inferColumnType', () => {
  it('inferColumnType(samples) is number when 9 of 10 are numeric (90% > 80%)', () => {
    expect(inferColumnType([...nums(9), 'x'], opts)).toEqual({ type: 'number', fit: 0.9 });
  });
  it('inferColumnType(samples) is string when 8 of 10 are numeric (80% is not more than 80%)', () => {
    expect(inferColumnType([...nums(8), 'x', 'y'], opts)).toEqual({ type: 'string', fit: 1 });
  });
  it('inferColumnType(samples) works with fewer than 10 values', () => {
    expect(inferColumnType(nums(3), opts)).toEqual({ type: 'number', fit: 1 });
    expect(inferColumnType([...nums(4), 'x'], opts).type).toBe('string'); // 4/5 = 80%
  });
  it('inferColumnType(samples) is date when any value is a real yyyy-mm-dd or dd/mm/yyyy date', () => {
    expect(inferColumnType(['a', 'b', '2024-01-31'], opts)).toEqual({ type: 'date', fit: 1 / 3 });
    expect(inferColumnType(['31/12/2024'], opts)).toEqual({ type: 'date', fit: 1 });
  });
  it('inferColumnType(samples) is string when the only date-shaped value is impossible (31/02/2024)', () => {
    expect(inferColumnType(['31/02/2024', 'x'], opts)).toEqual({ type: 'string', fit: 1 });
  });
  it('inferColumnType([]) is string with fit 1', () => {
    expect(inferColumnType([], opts)).toEqual({ type: 'string', fit: 1 });
  });
  it('inferColumnType(samples) prefers number over date when more than 80% are numbers', () => {
    expect(inferColumnType([...nums(9), '2024-01-01'], opts)).toEqual({ type: 'number', fit: 0.9 });
  });
  it('inferColumnType(samples) counts leading-zero and long digit codes as text, not numbers', () => {
    expect(inferColumnType(['00501', '00544'], { decimalSeparator: '.', dateOrder: 'DMY' })).toEqual({ type: 'string', fit: 1 });
    expect(inferColumnType(['12345678901234567890'], { decimalSeparator: '.', dateOrder: 'DMY' }).type).toBe('string');
  });
  it('inferColumnType(samples) reads month-name dates (stocks.csv)', () => {
    expect(inferColumnType(['Jan 1 2000', 'Feb 1 2000'], { decimalSeparator: '.', dateOrder: 'DMY' })).toEqual({ type: 'date', fit: 1 });
  });
});
