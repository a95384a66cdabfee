import { NUMERIC_SHARE_THRESHOLD } from '../constants.js';
import { parseDate } from './parseDate.js';
import { parseNumber } from './parseNumber.js';
import type { InferredType, TypingOptions } from './types.js';

/**
 * The spec's column-type rule (app.md §5) over a column's first 10 non-empty values: number when more
 * than 80% are numbers, otherwise date when any value is yyyy-mm-dd or dd/mm/yyyy and really parses,
 * otherwise string. `fit` is the share of samples that fit the chosen type. No samples: string, fit 1.
 *
 * @example
 * inferColumnType(['1', '2', 'x'], { decimalSeparator: '.', dateOrder: 'DMY' }); // { type: 'string', fit: 1 }
 * inferColumnType(['2024-01-31', 'soon'], { decimalSeparator: '.', dateOrder: 'DMY' }); // { type: 'date', fit: 0.5 }
 */
export function inferColumnType(samples: readonly string[], options: TypingOptions): InferredType {
  if (samples.length === 0) return { type: 'string', fit: 1 };
  let numbers = 0;
  let dates = 0;
  for (const s of samples) {
    if (!Number.isNaN(parseNumber(s, 0, s.length, options.decimalSeparator))) numbers++;
    else if (!Number.isNaN(parseDate(s, options.dateOrder))) dates++;
  }
  const numericShare = numbers / samples.length;
  if (numericShare > NUMERIC_SHARE_THRESHOLD) return { type: 'number', fit: numericShare };
  if (dates > 0) return { type: 'date', fit: dates / samples.length };
  return { type: 'string', fit: 1 };
}
