import { escapeMarkdown } from '../report/escapeMarkdown.js';
import { describeDateOrder } from './importSettings.js';
import type { ReportHeader } from './types.js';

/** The info string of the fenced block that carries the header as JSON (what `readReportHeader` looks for). */
export const REPORT_HEADER_FENCE = 'json tallyline-report';

/** The steps whose own choices a header may record, with the words of their table row. */
const STEPS = [
  ['dashboard', 'Dashboard choices'],
  ['kpis', 'KPI choices'],
  ['portfolio', 'Portfolio choices'],
  ['trend', 'Trend choices'],
] as const;

/** One step's choices in a line a reader can scan: `name value` pairs, lists and objects as JSON. */
function describeChoices(choices: object): string {
  return Object.entries(choices)
    .map(([k, v]) => `${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');
}

/**
 * The report's "Reproducibility" section: a table a person reads (fingerprint, size, how the file was
 * read, roles, parameters, version, time) and the same header as a JSON block that
 * `tallyline rerun` reads back.
 *
 * @example
 * renderReportHeader(header).split('\n')[0]; // '## Reproducibility'
 */
export function renderReportHeader(header: ReportHeader): string {
  const e = escapeMarkdown;
  const imp = header.import;
  const p = header.parameters;
  const read = [imp.format, imp.sheet === undefined ? null : `sheet "${imp.sheet}"`, `delimiter "${imp.delimiter === '\t' ? 'tab' : imp.delimiter}"`, `decimal "${imp.decimalSeparator}"`, describeDateOrder(imp), imp.encoding];
  const rows = [
    ['Data fingerprint', header.dataset.fingerprint],
    ['Rows × columns', `${header.dataset.rows} × ${header.dataset.columns}`],
    ['Read as', read.filter((x) => x !== null).join(', ')],
    ['Roles', header.roles.map((r) => `${r.column}: ${r.role}${r.aggregation ? ` (${r.aggregation})` : ''}`).join('; ')],
    ['Date column', p.dateColumn ?? 'default'],
    ['Group by', p.groupColumn ?? 'default'],
    ['Value column', p.valueColumn ?? 'default'],
    ['Forecast horizon', String(p.horizon)],
    ['Anomaly threshold', `|robust z| > ${p.anomalyThreshold}`],
    ...STEPS.flatMap(([key, label]) => (p[key] ? [[label, describeChoices(p[key])]] : [])),
    ['Thresholds', Object.entries(p.thresholds).map(([k, v]) => `${k} ${v}`).join(', ')],
    ['Made by', `@tallyline/core ${header.coreVersion} at ${header.generatedAt}`],
  ];
  return [
    '## Reproducibility',
    '',
    '| Setting | Value |',
    '| --- | --- |',
    ...rows.map(([k, v]) => `| ${e(k!)} | ${e(v!)} |`),
    '',
    'Re-run with `tallyline rerun <this report.md> <data file>`: it reads the data the same way, checks the fingerprint and recomputes every number.',
    '',
    '```' + REPORT_HEADER_FENCE,
    JSON.stringify(header, null, 2),
    '```',
    '',
  ].join('\n');
}
