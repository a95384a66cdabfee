import { describe, expect, it } from 'vitest';
import { isBlank } from '../../src/typing/isBlank.js';

describe('isBlank', () => {
  it('isBlank(text) is true for empty, spaces, tabs and no-break spaces', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t\u00a0')).toBe(true);
  });
  it('isBlank(text) is false as soon as one character is not a space', () => {
    expect(isBlank(' x ')).toBe(false);
  });
  it('isBlank(text, start, end) looks only at the range', () => {
    expect(isBlank('a,  ,b', 2, 4)).toBe(true);
  });
});
