import type { Dataset } from '../dataset/types.js';
import type { ImportSettings } from './types.js';

/**
 * How `ds` was read, from what ingest detected or was told: format and sheet, delimiter, decimal
 * separator, date order (and each a/b/yyyy date column's own), encoding, each column's type and the user's role overrides. Passing these
 * back as options reads the same file into the same Dataset.
 *
 * @example
 * importSettings(parseCsv('a;b\n1,5;2\n')); // { format: 'csv', delimiter: ';', decimalSeparator: ',', … }
 */
export function importSettings(ds: Dataset): ImportSettings {
  const d = ds.detected;
  const dated = d.columns.flatMap((c) => (c.dateOrder ? [[c.name, c.dateOrder] as const] : []));
  return {
    format: d.source?.format ?? 'csv',
    ...(d.source ? { sheet: d.source.sheet } : {}),
    delimiter: d.delimiter,
    decimalSeparator: d.decimalSeparator,
    dateOrder: d.dateOrder,
    ...(dated.length > 0 ? { columnDateOrders: Object.fromEntries(dated) } : {}),
    encoding: d.encoding,
    columnTypes: Object.fromEntries(d.columns.map((c) => [c.name, c.type])),
    ...(d.columnRoles ? { columnRoles: d.columnRoles } : {}),
  };
}

/**
 * How the dates were read, in words (the report's table, `tallyline profile`): the day/month order only
 * where a column had a/b/yyyy dates (each column follows its own cells), else that no order was needed —
 * ISO dates have none to choose.
 *
 * @example
 * describeDateOrder(importSettings(parseCsv('day\n2024-01-31\n'))); // 'no day/month dates'
 */
export function describeDateOrder(imp: ImportSettings): string {
  const orders = Object.entries(imp.columnDateOrders ?? {});
  if (orders.length === 0) return 'no day/month dates';
  if (orders.every(([, o]) => o === orders[0]![1])) return `dates ${orders[0]![1]}`;
  return `dates ${orders.map(([column, o]) => `${o} (${column})`).join(', ')}`;
}
