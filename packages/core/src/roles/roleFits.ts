import type { Column } from '../dataset/types.js';
import type { ColumnRole } from './types.js';

/**
 * Whether a column can take a role: a measure needs at least one number; time needs a date column or
 * a number column (read as years); identifier, dimension, series and text fit any column.
 *
 * @example
 * roleFits(ds.column('weather'), 'measure'); // false
 * roleFits(ds.column('Year'), 'time'); // true
 */
export function roleFits(column: Column, role: ColumnRole): boolean {
  if (role === 'time') return column.type !== 'string';
  if (role !== 'measure') return true;
  if (column.type !== 'number') return false;
  const v = column.values;
  for (let i = 0; i < v.length; i++) if (v[i] === v[i]) return true;
  return false;
}
