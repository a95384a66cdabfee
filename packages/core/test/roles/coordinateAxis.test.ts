import { describe, expect, it } from 'vitest';
import { coordinateAxis } from '../../src/roles/coordinateAxis.js';

describe('coordinateAxis', () => {
  it('coordinateAxis(words, min, max) reads a latitude or longitude header with values in range', () => {
    expect(coordinateAxis(['latitude'], 17.96, 71.3)).toBe('latitude');
    expect(coordinateAxis(['lat'], -33.9, 51.5)).toBe('latitude');
    expect(coordinateAxis(['longitude'], -176.6, -65.3)).toBe('longitude');
    expect(coordinateAxis(['lng'], 2.35, 151.2)).toBe('longitude');
    expect(coordinateAxis(['long'], -0.1, 0.2)).toBe('longitude');
  });
  it('coordinateAxis(words, min, max) is null out of range or without a coordinate word', () => {
    expect(coordinateAxis(['latitude'], -95, 10)).toBeNull();
    expect(coordinateAxis(['lon'], -200, 10)).toBeNull();
    expect(coordinateAxis(['long', 'term'], 0, 1)).toBeNull();
    expect(coordinateAxis(['price'], 0, 1)).toBeNull();
  });
});
