import type { Column, ColumnType, Dataset } from '../dataset/types.js';

/**
 * The column a generator works on: the one named `name` when given (it must have
 * type `type`), else the first column of that type, else undefined.
 * Throws CoreError UNKNOWN_COLUMN for a name that is not in the dataset.
 *
 * @example
 * pickColumn(ds, 'number'); // first numeric column
 * pickColumn(ds, 'number', 'price'); // the 'price' column
 */
export function pickColumn<T extends ColumnType>(
  ds: Dataset,
  type: T,
  name?: string | null,
): Extract<Column, { type: T }> | undefined {
  if (name !== undefined && name !== null) {
    const col = ds.column(name);
    return col.type === type ? (col as Extract<Column, { type: T }>) : undefined;
  }
  return ds.columns.find((c): c is Extract<Column, { type: T }> => c.type === type);
}
