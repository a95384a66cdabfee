import type { Dataset } from '../dataset/types.js';
import type { ImportSettings } from './types.js';

/**
 * How `ds` was read, from what ingest detected or was told: format and sheet, delimiter, decimal
 * separator, date order, encoding, each column's type and the user's role overrides. Passing these
 * back as options reads the same file into the same Dataset.
 *
 * @example
 * importSettings(parseCsv('a;b\n1,5;2\n')); // { format: 'csv', delimiter: ';', decimalSeparator: ',', … }
 */
export function importSettings(ds: Dataset): ImportSettings {
  const d = ds.detected;
  return {
    format: d.source?.format ?? 'csv',
    ...(d.source ? { sheet: d.source.sheet } : {}),
    delimiter: d.delimiter,
    decimalSeparator: d.decimalSeparator,
    dateOrder: d.dateOrder,
    encoding: d.encoding,
    columnTypes: Object.fromEntries(d.columns.map((c) => [c.name, c.type])),
    ...(d.columnRoles ? { columnRoles: d.columnRoles } : {}),
  };
}
