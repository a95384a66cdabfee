import type { Column } from '../dataset/types.js';

/**
 * Empty cells in a column: '' text, or NaN without an invalid original text.
 * Cells that held text that did not fit the type are not missing (they are invalid).
 *
 * @example
 * countMissing(stringColumn('a', ['x', '', 'y'])); // 1
 */
export function countMissing(column: Column): number {
  let n = 0;
  if (column.type === 'string') {
    for (const code of column.codes) if (code === 0) n++;
    return n;
  }
  const values = column.values;
  for (let i = 0; i < values.length; i++) if (Number.isNaN(values[i]!) && !column.invalid.has(i)) n++;
  return n;
}
