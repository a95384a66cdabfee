import { columnNamesOfType } from '../dataset/columnNamesOfType.js';
import type { Dataset } from '../dataset/types.js';
import { describeDateOrder, importSettings } from '../provenance/importSettings.js';
import { columnKinds, rowsAndColumns } from '../report/datasetOverview.js';

const percent = (share: number): string => `${Math.round(share * 100)}%`;
const delimiterName = (d: string): string => (d === '\t' ? 'tab' : d);

/**
 * The human-readable profile `tallyline profile` prints: size, what was detected, one line per
 * column (type, share of sampled values that fit, missing and invalid cells) and the warnings.
 *
 * @example
 * formatProfile(parseCsv('a,b\n1,x\n'), 'f.csv');
 * // 'f.csv: 1 row and 2 columns: 2 numeric…'
 */
export function formatProfile(ds: Dataset, file: string): string {
  const d = ds.detected;
  const kinds = columnKinds(
    [
      { one: 'numeric', many: 'numeric', names: columnNamesOfType(ds, 'number') },
      { one: 'text', many: 'text', names: columnNamesOfType(ds, 'string') },
      { one: 'date', many: 'dates', names: columnNamesOfType(ds, 'date') },
    ],
    false,
  );
  const lines = [
    // storage types (the report's overview helper; no kind the file has none of): roles are `analyze`'s business
    `${file}: ${rowsAndColumns(ds)}${kinds ? `: ${kinds}` : ''}`,
    `detected: encoding ${d.encoding}${d.hasBom ? ' with BOM' : ''}, delimiter "${delimiterName(d.delimiter)}", decimal "${d.decimalSeparator}", ${describeDateOrder(importSettings(ds))}`,
    '',
  ];
  const width = Math.max(6, ...ds.headers.map((h) => h.length));
  lines.push(`${'column'.padEnd(width)}  type    fit   missing  invalid`);
  for (const c of d.columns) {
    lines.push(`${c.name.padEnd(width)}  ${c.type.padEnd(6)}  ${percent(c.fit).padStart(4)}  ${String(c.missing).padStart(7)}  ${String(c.invalid).padStart(7)}`);
  }
  if (ds.warnings.length > 0) {
    lines.push('', 'warnings:');
    for (const w of ds.warnings) lines.push(`  ${w.code}: ${w.message}${w.line ? ` (first at line ${w.line})` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
