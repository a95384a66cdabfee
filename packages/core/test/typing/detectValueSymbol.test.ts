import { describe, expect, it } from 'vitest';
import { detectValueSymbol } from '../../src/typing/detectValueSymbol.js';

describe('detectValueSymbol', () => {
  it('detectValueSymbol(samples) finds a currency written before or after, or a percent sign, in most samples', () => {
    expect(detectValueSymbol(['$12', '$3.50', '4'])).toBe('$'); // 2 of 3 > half
    expect(detectValueSymbol(['12 €', '3 €'])).toBe('€');
    expect(detectValueSymbol(['-£5', '£6'])).toBe('£');
    expect(detectValueSymbol(['12%', '3%'])).toBe('%');
  });
  it('detectValueSymbol(samples) is undefined for half or fewer, and for no samples', () => {
    expect(detectValueSymbol(['12%', '3'])).toBeUndefined();
    expect(detectValueSymbol([])).toBeUndefined();
  });
});
