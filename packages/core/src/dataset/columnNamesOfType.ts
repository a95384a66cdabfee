import type { ColumnType, Dataset } from './types.js';

/**
 * The names of the dataset's columns of `type`, in header order (the column pickers' choices).
 *
 * @example
 * columnNamesOfType(ds, 'number'); // ['sales', 'units']
 */
export function columnNamesOfType(ds: Pick<Dataset, 'columns'>, type: ColumnType): string[] {
  const names: string[] = [];
  for (const c of ds.columns) if (c.type === type) names.push(c.name);
  return names;
}
