import { parseArgs } from 'node:util';
import { readAnalysisSettings } from '../analysis/readAnalysisSettings.js';
import type { AnalysisSettings } from '../analysis/types.js';
import type { DateOrder, DecimalSeparator, Delimiter } from '../dataset/types.js';
import type { ParseFileOptions } from '../file/types.js';
import type { ColumnRole, ColumnRoleOverride, MeasureAggregation } from '../roles/types.js';

/** What a command line asks for, read and checked. */
export interface CliOptions {
  readonly files: readonly string[];
  readonly json: boolean;
  /** How to read the file (`--sheet`, `--delimiter`, `--decimal`, `--date-order`, `--column`). */
  readonly ingest: ParseFileOptions;
  /** The analysis choices (`--settings`, then `--date`, `--by`, `--value`, `--horizon` over it). */
  readonly settings: AnalysisSettings;
  /** `--now`: the instant a report is dated (default: the clock). */
  readonly now: Date | null;
}

const ROLES: readonly ColumnRole[] = ['identifier', 'time', 'measure', 'dimension', 'series', 'text'];
const DELIMITERS: Readonly<Record<string, Delimiter>> = { ',': ',', ';': ';', tab: '\t', '\\t': '\t', '\t': '\t', '|': '|' };

/**
 * Reads the flags every file command shares. Returns the options, or a message saying what is wrong
 * (the caller prints it with the usage and exits 2).
 *
 * @example
 * parseCliOptions(['sales.csv', '--column', 'id=identifier', '--date', 'day', '--by', 'region']);
 * // { files: ['sales.csv'], ingest: { columnRoles: { id: 'identifier' } }, settings: { dateColumn: 'day', groupColumn: 'region' }, … }
 */
export function parseCliOptions(args: readonly string[]): CliOptions | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        sheet: { type: 'string' },
        delimiter: { type: 'string' },
        decimal: { type: 'string' },
        'date-order': { type: 'string' },
        column: { type: 'string', multiple: true },
        date: { type: 'string' },
        by: { type: 'string' },
        value: { type: 'string' },
        horizon: { type: 'string' },
        settings: { type: 'string' },
        now: { type: 'string' },
      },
    });
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  const v = parsed.values;
  const ingest: { -readonly [K in keyof ParseFileOptions]: ParseFileOptions[K] } = {};
  if (v.sheet !== undefined) ingest.sheet = v.sheet;
  if (v.delimiter !== undefined) {
    const d = DELIMITERS[v.delimiter];
    if (!d) return `--delimiter must be one of , ; tab | (got "${v.delimiter}")`;
    ingest.delimiter = d;
  }
  if (v.decimal !== undefined) {
    if (v.decimal !== '.' && v.decimal !== ',') return `--decimal must be . or , (got "${v.decimal}")`;
    ingest.decimalSeparator = v.decimal as DecimalSeparator;
  }
  if (v['date-order'] !== undefined) {
    const order = v['date-order'].toUpperCase();
    if (order !== 'DMY' && order !== 'MDY') return `--date-order must be DMY or MDY (got "${v['date-order']}")`;
    ingest.dateOrder = order as DateOrder;
  }
  if (v.column) {
    const roles: Record<string, ColumnRole | ColumnRoleOverride> = {};
    for (const spec of v.column) {
      const m = /^(.+)=([a-z]+)(?::(sum|mean))?$/.exec(spec);
      if (!m || !ROLES.includes(m[2] as ColumnRole)) return `--column takes name=role (role: ${ROLES.join(', ')}; a measure may add :sum or :mean), got "${spec}"`;
      roles[m[1]!] = m[3] ? { role: m[2] as ColumnRole, aggregation: m[3] as MeasureAggregation } : (m[2] as ColumnRole);
    }
    ingest.columnRoles = roles;
  }
  let horizon: number | undefined;
  if (v.horizon !== undefined) {
    horizon = Number(v.horizon);
    if (!/^\d+$/.test(v.horizon) || horizon < 1 || horizon > 500) return `--horizon must be a whole number of periods from 1 to 500 (got "${v.horizon}")`;
  }
  let fromJson: AnalysisSettings = {};
  if (v.settings !== undefined) {
    try {
      fromJson = readAnalysisSettings(JSON.parse(v.settings), '--settings');
    } catch (e) {
      return e instanceof SyntaxError ? `--settings must be a JSON object (${e.message})` : e instanceof Error ? e.message : String(e);
    }
  }
  let now: Date | null = null;
  if (v.now !== undefined) {
    now = new Date(v.now);
    if (Number.isNaN(now.getTime())) return `--now must be an ISO 8601 date or instant (got "${v.now}")`;
  }
  return {
    files: parsed.positionals,
    json: v.json ?? false,
    ingest,
    settings: {
      ...fromJson,
      ...(v.date === undefined ? {} : { dateColumn: v.date }),
      ...(v.by === undefined ? {} : { groupColumn: v.by }),
      ...(v.value === undefined ? {} : { valueColumn: v.value }),
      ...(horizon === undefined ? {} : { horizon }),
    },
    now,
  };
}
