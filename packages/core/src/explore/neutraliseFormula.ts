import { parseNumber } from '../typing/parseNumber.js';

const TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Makes a text cell safe to open in a spreadsheet: when it starts with =, +, -, @, tab or CR it is
 * prefixed with an apostrophe so it is not run as a formula. Text that is a plain number ("-5",
 * "+3.5") is left alone, so negative numbers survive an export.
 *
 * @example
 * neutraliseFormula('=HYPERLINK("x")'); // "'=HYPERLINK(\"x\")"
 * neutraliseFormula('-12.5'); // '-12.5'
 */
export function neutraliseFormula(text: string): string {
  if (text === '' || !TRIGGERS.has(text[0]!)) return text;
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) && !Number.isNaN(parseNumber(text))) return text;
  return `'${text}`;
}
