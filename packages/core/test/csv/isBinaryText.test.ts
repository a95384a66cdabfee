import { describe, expect, it } from 'vitest';
import { isBinaryText } from '../../src/csv/isBinaryText.js';

describe('isBinaryText', () => {
  it('isBinaryText(text) is true with a NUL character', () => {
    expect(isBinaryText('a,b\n\u0000')).toBe(true);
  });
  it('isBinaryText(text) is true when more than 10% are control characters', () => {
    expect(isBinaryText('ab\u0001\u0002\u0003defghij')).toBe(true); // 3 of 13 > 10%
    expect(isBinaryText('abcdefghij\u0001')).toBe(false); // 1 of 11 < 10%
  });
  it('isBinaryText(text) is false for CSV with tabs and line ends', () => {
    expect(isBinaryText('a\tb\r\n1\t2\n')).toBe(false);
  });
});
