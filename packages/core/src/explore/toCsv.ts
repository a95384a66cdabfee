import { formatCsv } from '../csv/formatCsv.js';
import type { Dataset } from '../dataset/types.js';
import { neutraliseFormula } from './neutraliseFormula.js';
import type { ExploreView } from './types.js';
import { viewRowIndexes } from './viewRowIndexes.js';
import { visibleColumnIndexes } from './visibleColumnIndexes.js';

/**
 * The current explorer view as CSV text (save it as exported_data.csv): visible columns, matching rows,
 * in sort order, every page. Text cells and headers are neutralised against spreadsheet formulas;
 * numbers (negative ones too) are written as numbers.
 *
 * @example
 * toCsv(parseCsv('name,n\n=cmd(),-5\n'), {}); // "name,n\r\n'=cmd(),-5\r\n"
 */
export function toCsv(ds: Dataset, view: ExploreView = {}): string {
  const shown = visibleColumnIndexes(ds, view.visibleColumns);
  const lines: string[][] = [shown.map((c) => neutraliseFormula(ds.headers[c]!))];
  for (const r of viewRowIndexes(ds, view)) {
    lines.push(
      shown.map((c) => {
        const v = ds.cell(r, c);
        if (v === null) return '';
        return typeof v === 'number' ? String(v) : neutraliseFormula(v);
      }),
    );
  }
  return formatCsv(lines);
}
