import { describe, expect, it } from 'vitest';
import { createMissingTest, DEFAULT_MISSING_VALUES } from '../../src/typing/createMissingTest.js';

describe('createMissingTest', () => {
  it('createMissingTest(DEFAULT_MISSING_VALUES) reads the issue 13 markers and blanks as missing', () => {
    const isMissing = createMissingTest(DEFAULT_MISSING_VALUES);
    for (const t of ['', '  ', 'N/A', 'NA', 'NULL', 'null', '-', '#N/A', 'n/a', ' N/A ']) expect(isMissing(t)).toBe(true);
    for (const t of ['0', 'NaN', 'None', 'na', 'North', '--', '-1']) expect(isMissing(t)).toBe(false);
  });
  it('createMissingTest(markers)(text, start, end) reads the range only', () => {
    expect(createMissingTest(['?'])('1,?,2', 2, 3)).toBe(true);
  });
  it('createMissingTest([]) reads only blanks as missing', () => {
    const isMissing = createMissingTest([]);
    expect(isMissing('')).toBe(true);
    expect(isMissing('N/A')).toBe(false);
  });
});
