import type { Dataset } from '../dataset/types.js';

const percent = (share: number): string => `${Math.round(share * 100)}%`;
const delimiterName = (d: string): string => (d === '\t' ? 'tab' : d);

/**
 * The human-readable profile `tallyline profile` prints: size, what was detected, one line per
 * column (type, share of sampled values that fit, missing and invalid cells) and the warnings.
 *
 * @example
 * formatProfile(parseCsv('a,b\n1,x\n'), 'f.csv');
 * // 'f.csv: 1 rows, 2 columns (2 numeric…'
 */
export function formatProfile(ds: Dataset, file: string): string {
  const d = ds.detected;
  const s = ds.summary;
  const lines = [
    `${file}: ${s.totalRows} rows, ${s.totalColumns} columns (${s.numericColumns} numeric, ${s.categoricalColumns} text, ${s.dateColumns} date)`,
    `detected: encoding ${d.encoding}${d.hasBom ? ' with BOM' : ''}, delimiter "${delimiterName(d.delimiter)}", decimal "${d.decimalSeparator}", dates ${d.dateOrder}`,
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
