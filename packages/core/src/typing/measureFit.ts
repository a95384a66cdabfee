import type { ColumnType } from '../dataset/types.js';
import { parseDate } from './parseDate.js';
import { parseNumber } from './parseNumber.js';
import type { TypingOptions } from './types.js';

/**
 * Share (0..1) of `samples` that fit `type`; 1 for string (and for no samples).
 * Used when a user overrides a column's type.
 *
 * @example
 * measureFit(['1', 'x'], 'number', { decimalSeparator: '.', dateOrder: 'DMY' }); // 0.5
 */
export function measureFit(samples: readonly string[], type: ColumnType, options: TypingOptions): number {
  if (type === 'string' || samples.length === 0) return 1;
  let fits = 0;
  for (const s of samples) {
    const v = type === 'number' ? parseNumber(s, 0, s.length, options.decimalSeparator) : parseDate(s, options.dateOrder);
    if (!Number.isNaN(v)) fits++;
  }
  return fits / samples.length;
}
