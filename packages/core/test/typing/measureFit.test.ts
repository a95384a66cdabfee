import { describe, expect, it } from 'vitest';
import { measureFit } from '../../src/typing/measureFit.js';

const opts = { decimalSeparator: '.', dateOrder: 'DMY' } as const;

describe('measureFit', () => {
  it('measureFit(samples, type) is the share that fits a number or date type', () => {
    expect(measureFit(['1', 'x', '2', 'y'], 'number', opts)).toBe(0.5);
    expect(measureFit(['2024-01-01', '31/02/2024'], 'date', opts)).toBe(0.5);
  });
  it('measureFit(samples, string) and measureFit([]) are 1', () => {
    expect(measureFit(['x'], 'string', opts)).toBe(1);
    expect(measureFit([], 'number', opts)).toBe(1);
  });
});
