import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { columnRole } from '../roles/columnRole.js';
import { columnTimes } from '../roles/columnTimes.js';
import { encodeColumn } from './encodeColumn.js';
import { filterBounds } from './filterBounds.js';
import { filterRanges, type Ranges } from './filterRanges.js';
import { dayKeys, PART_KEYS, timeKey } from './timeKeys.js';
import type { FilterValue, QueryFilter } from './types.js';

const DAY = 86_400_000;
const OPS = new Set(['=', '!=', '>', '>=', '<', '<=', 'in', 'notIn', 'between', 'empty', 'notEmpty']);
const TEXT_OPS = new Set(['=', '!=', 'in', 'notIn', 'empty', 'notEmpty']);

/**
 * The rows (ascending indexes) that meet every filter, or null when there are no filters (all rows).
 * An empty cell meets only 'empty'; 'notEmpty' and '!=' skip it, as SQL skips NULL.
 * Throws CoreError UNKNOWN_COLUMN for an unknown column and INVALID_ARGUMENT for a filter that
 * does not fit its column (an order comparison on text, a part of a column that is not a time).
 *
 * @example
 * selectRows(weather, [{ column: 'weather', op: '=', value: 'snow' }])?.length; // 26
 */
export function selectRows(ds: Dataset, filters: readonly QueryFilter[]): Int32Array | null {
  let rows: Int32Array | null = null;
  for (const f of filters) rows = applyFilter(ds, f, rows);
  return rows;
}

function applyFilter(ds: Dataset, f: QueryFilter, rows: Int32Array | null): Int32Array {
  const column = ds.column(f.column);
  if (!OPS.has(f.op)) throw new CoreError('INVALID_ARGUMENT', `Filter on "${f.column}": unknown comparison ${JSON.stringify(f.op)}.`);
  const values = listOf(f);
  if (column.type === 'string') {
    if (f.part) throw new CoreError('INVALID_ARGUMENT', `Filter on "${f.column}": a text column has no ${f.part}.`);
    if (!TEXT_OPS.has(f.op)) throw new CoreError('INVALID_ARGUMENT', `Filter on "${f.column}": text can only be compared with =, !=, in, notIn, empty or notEmpty, not ${f.op}.`);
    const { codes, labels } = encodeColumn(column);
    const wanted = new Set(values.map(String));
    const accept = Uint8Array.from(labels, (label) => Number(textTest(f.op, label, wanted)));
    return keepCodes(rows, ds.rowCount, codes, accept);
  }
  if (f.part && column.type === 'number' && columnRole(ds, f.column).role !== 'time') {
    throw new CoreError('INVALID_ARGUMENT', `Filter on "${f.column}": ${f.part} needs a time column.`);
  }
  const ranges = filterRanges(f.op, values.map((v) => filterBounds(v, column, f, ds.detected.dateOrder)));
  if (!f.part) return keepInRanges(rows, ds.rowCount, column.values, ranges);
  const times = columnTimes(ds, f.column);
  const key = PART_KEYS[f.part];
  const table = dayKeys(times, key);
  if (!table) return keepWhere(rows, ds.rowCount, (r) => inRanges(timeKey(times[r]!, key), ranges));
  // One verdict per day, then one array read per row.
  const accept = Uint8Array.from(table.keys, (k) => Number(inRanges(k, ranges)));
  const first = table.first;
  const nan = ranges.nan ? 1 : 0;
  const n = rows ? rows.length : ds.rowCount;
  const out = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const r = rows ? rows[i]! : i;
    const t = times[r]!;
    if ((t === t ? accept[Math.floor(t / DAY) - first]! : nan) === 1) out[k++] = r;
  }
  return out.subarray(0, k);
}

function listOf(f: QueryFilter): readonly FilterValue[] {
  const v = f.value;
  const list = v === undefined ? [] : Array.isArray(v) ? (v as readonly FilterValue[]) : [v as FilterValue];
  const need = f.op === 'empty' || f.op === 'notEmpty' ? 0 : f.op === 'between' ? 2 : f.op === 'in' || f.op === 'notIn' ? -1 : 1;
  if (need >= 0 ? list.length !== need : list.length === 0) {
    const what = need === 0 ? 'no value' : need === 2 ? 'a [from, to] pair' : need === 1 ? 'one value' : 'a list of values';
    throw new CoreError('INVALID_ARGUMENT', `Filter on "${f.column}": ${f.op} takes ${what}.`);
  }
  return list;
}

function textTest(op: QueryFilter['op'], label: string | null, wanted: ReadonlySet<string>): boolean {
  if (op === 'empty') return label === null;
  if (label === null) return false;
  if (op === '=' || op === 'in') return wanted.has(label);
  if (op === '!=' || op === 'notIn') return !wanted.has(label);
  return true; // notEmpty
}

function inRanges(x: number, r: Ranges): boolean {
  if (x !== x) return r.nan;
  for (let j = 0; j < r.lo.length; j++) if (x >= r.lo[j]! && x <= r.hi[j]!) return true;
  return false;
}

function keepCodes(rows: Int32Array | null, rowCount: number, codes: Int32Array, accept: Uint8Array): Int32Array {
  const n = rows ? rows.length : rowCount;
  const out = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const r = rows ? rows[i]! : i;
    if (accept[codes[r]!] === 1) out[k++] = r;
  }
  return out.subarray(0, k);
}

/** The common case, one closed range, is a single comparison pair per row (NaN fails it). */
function keepInRanges(rows: Int32Array | null, rowCount: number, values: Float64Array, ranges: Ranges): Int32Array {
  if (ranges.lo.length !== 1 || ranges.nan) return keepWhere(rows, rowCount, (r) => inRanges(values[r]!, ranges));
  const lo = ranges.lo[0]!;
  const hi = ranges.hi[0]!;
  const n = rows ? rows.length : rowCount;
  const out = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const r = rows ? rows[i]! : i;
    const x = values[r]!;
    if (x >= lo && x <= hi) out[k++] = r;
  }
  return out.subarray(0, k);
}

function keepWhere(rows: Int32Array | null, rowCount: number, pass: (row: number) => boolean): Int32Array {
  const n = rows ? rows.length : rowCount;
  const out = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const r = rows ? rows[i]! : i;
    if (pass(r)) out[k++] = r;
  }
  return out.subarray(0, k);
}
