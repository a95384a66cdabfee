import { describe, expect, it } from 'vitest';
import { parseIsoDay } from '../../src/typing/parseIsoDay.js';

describe('parseIsoDay', () => {
  it('parseIsoDay(text, start) reads a plain yyyy-mm-dd at start', () => {
    expect(parseIsoDay('2024-03-01', 0)).toBe(Date.UTC(2024, 2, 1));
    expect(parseIsoDay('x,2024-12-31', 2)).toBe(Date.UTC(2024, 11, 31));
  });
  it('parseIsoDay(text, start) is NaN for an impossible day', () => {
    expect(parseIsoDay('2024-02-30', 0)).toBeNaN();
    expect(parseIsoDay('2024-13-01', 0)).toBeNaN();
  });
  it('parseIsoDay(text, start) is -Infinity for another shape', () => {
    expect(parseIsoDay('01/02/2024', 0)).toBe(-Infinity);
    expect(parseIsoDay('2024-0a-01', 0)).toBe(-Infinity);
  });
});
