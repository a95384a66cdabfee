import { NUMERIC_SHARE_THRESHOLD } from '../constants.js';
import { classifyDigits } from './classifyDigits.js';
import { parseDate } from './parseDate.js';
import { parseNumber } from './parseNumber.js';
import type { InferredType, TypingOptions } from './types.js';

/**
 * The spec's column-type rule (app.md §5) over a column's first 10 non-empty values: number when more
 * than 80% are numbers, otherwise date when any value is a date `parseDate` reads, otherwise string.
 * Identifier-like digits ('00501', more than 15 digits; see `classifyDigits`) do not count as numbers,
 * so codes stay text exactly as written (issue 13). `fit` is the share of samples that fit the chosen
 * type. No samples: string, fit 1.
 *
 * @example
 * inferColumnType(['1', '2', 'x'], { decimalSeparator: '.', dateOrder: 'DMY' }); // { type: 'string', fit: 1 }
 * inferColumnType(['2024-01-31', 'soon'], { decimalSeparator: '.', dateOrder: 'DMY' }); // { type: 'date', fit: 0.5 }
 * inferColumnType(['00501', '00544'], { decimalSeparator: '.', dateOrder: 'DMY' }); // { type: 'string', fit: 1 }
 */
export function inferColumnType(samples: readonly string[], options: TypingOptions): InferredType {
  if (samples.length === 0) return { type: 'string', fit: 1 };
  let numbers = 0;
  let dates = 0;
  for (const s of samples) {
    if (!Number.isNaN(parseNumber(s, 0, s.length, options.decimalSeparator))) {
      if (classifyDigits(s) !== 'code') numbers++;
    }
    else if (!Number.isNaN(parseDate(s, options.dateOrder))) dates++;
  }
  const numericShare = numbers / samples.length;
  if (numericShare > NUMERIC_SHARE_THRESHOLD) return { type: 'number', fit: numericShare };
  if (dates > 0) return { type: 'date', fit: dates / samples.length };
  return { type: 'string', fit: 1 };
}
