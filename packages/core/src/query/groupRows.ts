import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { columnRole } from '../roles/columnRole.js';
import { columnTimes } from '../roles/columnTimes.js';
import { encodeColumn } from './encodeColumn.js';
import { dayKeys, timeKey, timeKeyLabel } from './timeKeys.js';
import type { QueryGroupBy, TimeUnit } from './types.js';

const DAY = 86_400_000;
/** Up to this many key combinations, groups are numbered through a flat table rather than a Map. */
const FLAT_GROUPS = 1 << 22;

/** Rows split into groups: `groupOf[i]` is the group of the i-th listed row. */
export interface RowGroups {
  readonly groupOf: Int32Array;
  readonly count: number;
  /** Rows per group. */
  readonly sizes: Int32Array;
  /** Per group, per key: the label (null for an empty cell) and the value that orders it (Infinity for empty). */
  readonly labels: readonly (readonly (string | null)[])[];
  readonly sortKeys: readonly (readonly (number | string)[])[];
}

/** One key's code per listed row, and what each code stands for. */
interface KeyCodes {
  readonly codes: Int32Array;
  readonly labels: readonly (string | null)[];
  readonly sortKeys: readonly (number | string)[];
}

/**
 * Groups the listed rows (all rows when `rows` is null) by the keys, numbering groups in order of
 * first appearance. A time key with a unit is bucketed by the calendar; rows without a time form
 * the null group. Throws CoreError INVALID_ARGUMENT for a unit on a column that is not a time.
 *
 * @example
 * groupRows(weather, [{ column: 'weather' }], null).count; // 5
 */
export function groupRows(ds: Dataset, keys: readonly QueryGroupBy[], rows: Int32Array | null): RowGroups {
  const n = rows ? rows.length : ds.rowCount;
  const dims = keys.map((k) => keyCodes(ds, k, rows));
  const groupOf = new Int32Array(n);
  const members: number[] = [];
  // Keys combine into one number (mixed radix); a flat table numbers the groups when it is small enough.
  let space = 1;
  for (const d of dims) space *= d.labels.length;
  const flat = space <= FLAT_GROUPS ? new Int32Array(space).fill(-1) : null;
  const id = new Map<number, number>();
  const single = dims.length === 1 ? dims[0]!.codes : null;
  for (let i = 0; i < n; i++) {
    let key = 0;
    if (single) key = single[i]!;
    else for (const d of dims) key = key * d.labels.length + d.codes[i]!;
    let g = flat ? flat[key]! : (id.get(key) ?? -1);
    if (g < 0) {
      g = members.push(i) - 1;
      if (flat) flat[key] = g;
      else id.set(key, g);
    }
    groupOf[i] = g;
  }
  // members[g] is the first listed row of group g.
  const codeOf = (g: number, k: number): number => dims[k]!.codes[members[g]!]!;
  const sizes = new Int32Array(members.length);
  for (let i = 0; i < n; i++) sizes[groupOf[i]!]!++;
  return {
    groupOf,
    count: members.length,
    sizes,
    labels: members.map((_, g) => dims.map((d, k) => d.labels[codeOf(g, k)] ?? null)),
    sortKeys: members.map((_, g) => dims.map((d, k) => (d.labels[codeOf(g, k)] === null ? Infinity : d.sortKeys[codeOf(g, k)]!))),
  };
}

function keyCodes(ds: Dataset, key: QueryGroupBy, rows: Int32Array | null): KeyCodes {
  const column = ds.column(key.column);
  if (!key.unit) {
    const encoded = encodeColumn(column);
    return rows ? { ...encoded, codes: codesOfRows(encoded.codes, rows) } : encoded;
  }
  if (column.type === 'string' || (column.type === 'number' && columnRole(ds, key.column).role !== 'time')) {
    throw new CoreError('INVALID_ARGUMENT', `Group by "${key.column}" by ${key.unit}: the column is not a time.`);
  }
  return timeCodes(columnTimes(ds, key.column), rows, key.unit);
}

/**
 * The code of each listed row, by a plain loop: `Int32Array.from(rows, fn)` walks a typed array through
 * its iterator with a call per row, about a quarter of a second on a million rows — most of
 * `suggestedQuestions`' time, whose most-common-category query filters out empty cells first.
 */
function codesOfRows(codes: Int32Array, rows: Int32Array): Int32Array {
  const out = new Int32Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = codes[rows[i]!]!;
  return out;
}

/** Calendar buckets as codes: each day's bucket is looked up once, then every row of that day reuses it. */
function timeCodes(times: Float64Array, rows: Int32Array | null, unit: TimeUnit): KeyCodes {
  const n = rows ? rows.length : times.length;
  const table = dayKeys(times, unit);
  const dayCode = new Int32Array(table ? table.keys.length : 0).fill(-1);
  const first = table ? table.first : 0;
  const ids = new Map<number, number>();
  const values: number[] = [];
  const codeOf = (k: number): number => {
    let c = ids.get(k);
    if (c === undefined) ids.set(k, (c = values.push(k) - 1));
    return c;
  };
  const codes = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const t = times[rows ? rows[i]! : i]!;
    if (t !== t) codes[i] = codeOf(NaN);
    else if (!table) codes[i] = codeOf(timeKey(t, unit));
    else {
      const d = Math.floor(t / DAY) - first;
      let c = dayCode[d]!;
      if (c < 0) dayCode[d] = c = codeOf(table.keys[d]!);
      codes[i] = c;
    }
  }
  return {
    codes,
    labels: values.map((v) => (Number.isNaN(v) ? null : timeKeyLabel(v, unit))),
    sortKeys: values,
  };
}
