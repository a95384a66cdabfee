import { describe, expect, it } from 'vitest';
import { detectDecimalSeparator } from '../../src/csv/detectDecimalSeparator.js';

describe('detectDecimalSeparator', () => {
  it("detectDecimalSeparator(cells) is ',' when decimal-comma numbers outnumber decimal-point ones", () => {
    expect(detectDecimalSeparator(['1,5', '2,25', '3.5'])).toBe(',');
  });
  it("detectDecimalSeparator(cells) is '.' on ties, ambiguous values and no numbers", () => {
    expect(detectDecimalSeparator(['1,5', '3.5'])).toBe('.');
    expect(detectDecimalSeparator(['1,234', '1.234'])).toBe('.');
    expect(detectDecimalSeparator(['x'])).toBe('.');
    expect(detectDecimalSeparator([])).toBe('.');
  });
});
