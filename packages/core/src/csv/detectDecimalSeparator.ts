import type { DecimalSeparator } from '../dataset/types.js';
import { parseNumber } from '../typing/parseNumber.js';

/**
 * Guesses the decimal separator from sample cells: a cell is evidence for ',' when it reads as a
 * number only with a decimal comma ("1,5", "1.234,5"), and for '.' when only with a decimal point
 * ("1.5", "1,234.5"). ',' wins only with strictly more evidence; "1,234" is ambiguous and ignored.
 *
 * @example
 * detectDecimalSeparator(['1,5', '2,25', 'x']); // ','
 * detectDecimalSeparator(['1,234']); // '.'
 */
export function detectDecimalSeparator(cells: Iterable<string>): DecimalSeparator {
  let comma = 0;
  let point = 0;
  for (const cell of cells) {
    const asPoint = !Number.isNaN(parseNumber(cell, 0, cell.length, '.'));
    const asComma = !Number.isNaN(parseNumber(cell, 0, cell.length, ','));
    if (asComma && !asPoint) comma++;
    else if (asPoint && !asComma) point++;
  }
  return comma > point ? ',' : '.';
}
