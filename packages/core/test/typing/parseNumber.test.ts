import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../src/typing/parseNumber.js';

const p = (t: string, dec: '.' | ',' = '.') => parseNumber(t, 0, t.length, dec);

describe('parseNumber', () => {
  it('parseNumber(text) reads integers, decimals, signs and exponents', () => {
    expect(p('42')).toBe(42);
    expect(p('-3.25')).toBe(-3.25);
    expect(p('+7')).toBe(7);
    expect(p('.5')).toBe(0.5);
    expect(p('5.')).toBe(5);
    expect(p('1e3')).toBe(1000);
    expect(p('-2.5E-3')).toBe(-0.0025);
    expect(p('  12  ')).toBe(12);
  });
  it('parseNumber(text) reads thousands separators only in valid groups of three', () => {
    expect(p('1,234.5')).toBe(1234.5);
    expect(p('12,345,678')).toBe(12345678);
    expect(p('1,23')).toBeNaN();
    expect(p('1234,567')).toBeNaN();
    expect(p(',123')).toBeNaN();
  });
  it('parseNumber(text) strips one currency symbol and a percent sign (percent points)', () => {
    expect(p('$12')).toBe(12);
    expect(p('-$1,200.50')).toBe(-1200.5);
    expect(p('€5')).toBe(5);
    expect(p('12 €')).toBe(12);
    expect(p('12%')).toBe(12);
    expect(p('-4.5%')).toBe(-4.5);
  });
  it('parseNumber(text) reads accounting negatives in parentheses', () => {
    expect(p('(5)')).toBe(-5);
    expect(p('($1,000)')).toBe(-1000);
    expect(p('(-5)')).toBeNaN();
  });
  it("parseNumber(text, ..., ',') reads decimal commas with '.' or space thousands", () => {
    expect(p('1,5', ',')).toBe(1.5);
    expect(p('1.234,5', ',')).toBe(1234.5);
    expect(p('1 234,5', ',')).toBe(1234.5);
    expect(p('1.5', ',')).toBeNaN();
  });
  it('parseNumber(text) rejects text, blanks, hex, Infinity and lone signs', () => {
    for (const t of ['', ' ', 'abc', '12 apples', '0x10', 'Infinity', 'NaN', '-', '+', '.', '1.2.3', '1e', '2024-01-01', '%', '$']) expect(p(t)).toBeNaN();
  });
  it('parseNumber(String(x)) gives back every finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(p(String(x))).toBe(x + 0); // String(-0) is "0"
      }),
    );
  });
  it('parseNumber(text, start, end) reads only the range', () => {
    expect(parseNumber('a,12.5,b', 2, 6)).toBe(12.5);
  });
  it('parseNumber(text) keeps more than 15 significant digits exactly as Number does', () => {
    expect(p('12345678901234567890')).toBe(Number('12345678901234567890'));
    expect(p('0.1234567890123456789')).toBe(Number('0.1234567890123456789'));
  });
  it('parseNumber(text) reads plain decimals ([-]digits[.digits]) exactly as Number does', () => {
    const digits = (max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: max }).map((d) => d.join(''));
    const plain = fc.tuple(fc.boolean(), digits(10), fc.option(digits(9))).map(([neg, a, b]) => `${neg ? '-' : ''}${a}${b === null ? '' : `.${b}`}`);
    fc.assert(
      fc.property(plain, (t) => {
        const digitCount = t.replace(/[^0-9]/g, '').length;
        // Number('') is 0 and Number('.') NaN: both are "no digits", which is not a number here
        expect(p(t)).toBe(digitCount === 0 ? NaN : Number(t));
      }),
      { numRuns: 2000 },
    );
  });
});
