import { describe, expect, it } from 'vitest';
import { normaliseStatus } from './serviceStatus.js';

describe('normaliseStatus', () => {
  it('normaliseStatus keeps the four known values', () => {
    expect(['operational', 'maintenance', 'degraded', 'outage'].map(normaliseStatus)).toEqual(['operational', 'maintenance', 'degraded', 'outage']);
  });
  it('normaliseStatus falls back to operational for an unknown value', () => {
    expect(normaliseStatus('exploded')).toBe('operational');
  });
});
