import { describe, expect, it } from 'vitest';
import { trendDirection } from '../../src/trend/trendDirection.js';

describe('trendDirection', () => {
  it('trendDirection(line) follows a clear slope and says "No clear trend" otherwise', () => {
    expect(trendDirection({ slope: 0.4, clear: true })).toBe('Upward');
    expect(trendDirection({ slope: -0.4, clear: true })).toBe('Downward');
    expect(trendDirection({ slope: -3, clear: false })).toBe('No clear trend');
    expect(trendDirection(undefined)).toBe('No clear trend');
  });
});
