import { describe, expect, it } from 'vitest';
import { detectDelimiter } from '../../src/csv/detectDelimiter.js';

describe('detectDelimiter', () => {
  it('detectDelimiter(sample) picks the delimiter found equally often on every line', () => {
    expect(detectDelimiter('a;b\n1,5;2\n', true)).toBe(';');
    expect(detectDelimiter('a\tb\tc\n1\t2\t3\n', true)).toBe('\t');
    expect(detectDelimiter('a|b\n1|2\n', true)).toBe('|');
  });
  it('detectDelimiter(sample) ignores delimiters inside quotes', () => {
    expect(detectDelimiter('a;b\n"x,y,z";2\n', true)).toBe(';');
  });
  it('detectDelimiter(sample) falls back to the most frequent in the header when no count is consistent', () => {
    expect(detectDelimiter('a;b;c\n1;2\n', true)).toBe(';');
  });
  it('detectDelimiter(sample) prefers the comma on ties and when nothing is found', () => {
    expect(detectDelimiter('a,b;c\n1,2;3\n', true)).toBe(',');
    expect(detectDelimiter('name\nAnn\n', true)).toBe(',');
    expect(detectDelimiter('', true)).toBe(',');
  });
  it('detectDelimiter(sample, false) ignores a cut last line', () => {
    expect(detectDelimiter('a;b\n1;2\n3;4;5;6', false)).toBe(';');
  });
});
