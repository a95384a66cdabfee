import type { Column } from './types.js';

/**
 * A reader of the text the table shows for each cell of `column` (what `ds.cellText` answers),
 * bound to the column once so a loop over a million rows reads arrays, not the generic accessor.
 *
 * @example
 * const text = columnText(ds.column('region')); text(0); // 'North'
 */
export function columnText(column: Column): (row: number) => string {
  if (column.type !== 'number') {
    const { dictionary, codes } = column;
    return (r) => dictionary[codes[r]!] ?? '';
  }
  const { values, invalid } = column;
  return (r) => {
    const v = values[r]!;
    return v === v ? String(v) : (invalid.get(r) ?? '');
  };
}
