import { describe, expect, it } from 'vitest';
import { daysFromCivil } from '../../src/typing/daysFromCivil.js';

describe('daysFromCivil', () => {
  it('daysFromCivil(1970, 1, 1) is day 0 and agrees with Date.UTC', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(daysFromCivil(2024, 3, 1)).toBe(Date.UTC(2024, 2, 1) / 86_400_000);
    expect(daysFromCivil(1969, 12, 31)).toBe(-1);
  });
});
