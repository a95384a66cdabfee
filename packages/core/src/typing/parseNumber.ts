import type { DecimalSeparator } from '../dataset/types.js';

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 0xa0 || c === 0x202f;
const isCurrency = (c: number): boolean => c === 36 || c === 0x20ac || c === 0xa3 || c === 0xa5;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/** A first character some accepted number has: space, digit, '(', '+', '-', '.', ',' or a currency symbol. */
const canStart = (c: number): boolean => isDigit(c) || isSpace(c) || c === 40 || c === 43 || c === 45 || c === 46 || c === 44 || isCurrency(c);

/**
 * Reads `text[start, end)` as a number, or NaN when it is not one. Accepted (documented in docs/ingest.md):
 * surrounding spaces, a sign, digits with a decimal separator and an exponent, thousands separators in
 * valid groups of three ("1,234.5"; with decimal ',' also "1.234,5" and "1 234,5"), one currency symbol
 * $ € £ ¥ before or after ("$12" → 12), a trailing % kept in percent points ("12%" → 12), and
 * accounting negatives ("(5)" → -5). Hexadecimal, "Infinity" and "NaN" are not numbers.
 *
 * @example
 * parseNumber('1,234.5'); // 1234.5
 * parseNumber('1.234,5', 0, 7, ','); // 1234.5
 * parseNumber('(5)'); // -5
 * parseNumber('12 apples'); // NaN
 */
export function parseNumber(text: string, start = 0, end = text.length, decimalSeparator: DecimalSeparator = '.'): number {
  const plain = plainNumber(text, start, end, decimalSeparator === '.' ? 46 : 44);
  if (plain === plain) return plain;
  // most text that is not a number fails here, at its first character
  if (start < end && !canStart(text.charCodeAt(start))) return NaN;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (start === end) return NaN;
  let negative = false;
  if (text.charCodeAt(start) === 40 && text.charCodeAt(end - 1) === 41) {
    negative = true;
    start++;
    end--;
  }
  let c = text.charCodeAt(start);
  let signed = false;
  if (c === 45 || c === 43) {
    if (negative) return NaN;
    negative = c === 45;
    signed = true;
    c = text.charCodeAt(++start);
  }
  if (isCurrency(c)) {
    c = text.charCodeAt(++start);
    if (!signed && (c === 45 || c === 43) && !negative) {
      negative = c === 45;
      c = text.charCodeAt(++start);
    }
  } else if (end - start > 1) {
    let last = text.charCodeAt(end - 1);
    if (last === 37) last = text.charCodeAt(--end - 1);
    if (isCurrency(last)) {
      end--;
      while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    }
  }
  return readUnsigned(text, start, end, decimalSeparator, negative);
}

/**
 * The common case on its own: an optional '-', digits and an optional decimal part, at most 15 digits
 * in all (so the integer mantissa is exact and the result is what `readUnsigned` computes), else NaN.
 */
function plainNumber(text: string, start: number, end: number, decimal: number): number {
  let i = start;
  const negative = i < end && text.charCodeAt(i) === 45;
  if (negative) i++;
  const first = i;
  let mantissa = 0;
  for (; i < end; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) break;
    mantissa = mantissa * 10 + d;
  }
  const intDigits = i - first;
  let fraction = 0;
  if (i < end && text.charCodeAt(i) === decimal) {
    for (i++; i < end; i++, fraction++) {
      const d = text.charCodeAt(i) - 48;
      if (d < 0 || d > 9) break;
      mantissa = mantissa * 10 + d;
    }
  }
  if (i !== end || intDigits + fraction === 0 || intDigits + fraction > 15) return NaN;
  const value = fraction === 0 ? mantissa : mantissa / POW10[fraction]!;
  return negative ? -value : value;
}

function readUnsigned(text: string, start: number, end: number, decimalSeparator: DecimalSeparator, negative: boolean): number {
  const decimal = decimalSeparator === '.' ? 46 : 44;
  const group = decimalSeparator === '.' ? 44 : 46;
  let mantissa = 0;
  let digits = 0; // significant digits in mantissa
  let fraction = 0; // digits after the separator
  let groupLength = -1; // -1: no group separator seen
  let firstGroup = 0;
  let i = start;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) {
      mantissa = mantissa * 10 + (c - 48);
      if (mantissa !== 0) digits++;
      if (groupLength >= 0) groupLength++;
      else firstGroup++;
    } else if (c === group || (decimal === 44 && (c === 32 || c === 0xa0 || c === 0x202f))) {
      if (firstGroup === 0 || firstGroup > 3 || (groupLength >= 0 && groupLength !== 3)) return NaN;
      groupLength = 0;
    } else break;
  }
  const intDigits = i - start;
  if (groupLength >= 0 && groupLength !== 3) return NaN;
  if (i < end && text.charCodeAt(i) === decimal) {
    for (i++; i < end; i++) {
      const c = text.charCodeAt(i);
      if (!isDigit(c)) break;
      mantissa = mantissa * 10 + (c - 48);
      if (mantissa !== 0) digits++;
      fraction++;
    }
  }
  if (intDigits === 0 && fraction === 0) return NaN;
  if (i === end && digits <= 15 && fraction <= 22) {
    const value = fraction === 0 ? mantissa : mantissa / POW10[fraction]!;
    return negative ? -value : value;
  }
  let exponent = '';
  if (i < end && (text.charCodeAt(i) | 32) === 101) {
    let j = i + 1;
    const s = text.charCodeAt(j);
    if (s === 43 || s === 45) j++;
    if (j === end) return NaN;
    for (let k = j; k < end; k++) if (!isDigit(text.charCodeAt(k))) return NaN;
    exponent = text.slice(i, end);
  } else if (i !== end) return NaN;
  let clean = '';
  for (let k = start; k < i; k++) {
    const c = text.charCodeAt(k);
    if (isDigit(c)) clean += text[k];
    else if (c === decimal) clean += '.';
  }
  const value = Number(clean + exponent);
  return negative ? -value : value;
}
