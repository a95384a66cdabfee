import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/stats/formatNumber.js';
import { roundFigure } from '../../src/stats/round.js';

// A share of 0.0043 (population_engineers_hurricanes.csv "engineers") read as "0" in KPIs and the report.
describe('small values are never shown or stored as nothing', () => {
  it('formatNumber keeps two significant digits below 0.01 for plain values', () => {
    expect(formatNumber(0.004312533)).toBe('0.0043');
    expect(formatNumber(-0.00078)).toBe('-0.00078');
    expect(formatNumber(0.0099)).toBe('0.0099');
    expect(formatNumber(0.01)).toBe('0.01');
    expect(formatNumber(0.123)).toBe('0.12');
    expect(formatNumber(0)).toBe('0');
  });

  it('formatNumber leaves units, fixed decimals and compact figures as asked', () => {
    expect(formatNumber(0.004, { unit: 'currency' })).toBe('$0.00');
    expect(formatNumber(0.004, { decimals: 2 })).toBe('0.00');
    expect(formatNumber(0.004, { unit: 'percent', decimals: 1 })).toBe('0.0%');
    expect(formatNumber(0.004, { unit: 'percent' })).toBe('0.004%'); // would read '0.0%': one significant digit
    expect(formatNumber(0.004, { compact: true })).toBe('0');
  });

  it('roundFigure keeps four significant digits below 0.01 and two decimals above', () => {
    expect(roundFigure(0.004312533)).toBe(0.004313);
    expect(roundFigure(-0.000123456)).toBe(-0.0001235);
    expect(roundFigure(1234.5678)).toBe(1234.57);
    expect(roundFigure(0.016)).toBe(0.02);
    expect(roundFigure(0)).toBe(0);
  });
});
