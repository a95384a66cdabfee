import { describe, expect, it } from 'vitest';
import { classifyDigits } from '../../src/typing/classifyDigits.js';

describe('classifyDigits', () => {
  it('classifyDigits(text) is a code for a leading zero or more than 15 digits', () => {
    expect(classifyDigits('00501')).toBe('code');
    expect(classifyDigits(' 007 ')).toBe('code');
    expect(classifyDigits('1234567890123456')).toBe('code'); // 16 digits
    expect(classifyDigits('123456789012345')).toBe('plain'); // 15 digits: exact in a float
  });
  it('classifyDigits(text) is plain for other digit-only texts, other for the rest', () => {
    expect(classifyDigits('0')).toBe('plain');
    expect(classifyDigits('501')).toBe('plain');
    for (const t of ['0.5', '-3', '1,200', '$5', '', ' ']) expect(classifyDigits(t)).toBe('other');
  });
  it('classifyDigits(text, start, end) reads the range only', () => {
    expect(classifyDigits('a,007,b', 2, 5)).toBe('code');
  });
});
