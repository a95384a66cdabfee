import { TYPE_SAMPLE_SIZE } from '../constants.js';
import type { Column, ColumnProfile, ColumnType, DateOrder } from '../dataset/types.js';
import { classifyDigits } from './classifyDigits.js';
import { createMissingTest, DEFAULT_MISSING_VALUES } from './createMissingTest.js';
import { createDateReader } from './createDateReader.js';
import { detectValueSymbol } from './detectValueSymbol.js';
import { inferColumnType } from './inferColumnType.js';
import { isBlank } from './isBlank.js';
import { measureFit } from './measureFit.js';
import { parseIsoDay } from './parseIsoDay.js';
import { parseNumber } from './parseNumber.js';
import { readNumberDates } from './readNumberDates.js';
import type { TypingOptions } from './types.js';

const MAX_INTERNED = 4096;

export interface ColumnBuilderOptions extends TypingOptions {
  /** Forced type (a user override); inferred from the first 10 non-empty values when omitted. */
  readonly type?: ColumnType;
  /** Called with the row index of each non-empty cell that does not fit the column's type. */
  readonly onInvalid?: (row: number) => void;
  /** Texts read as missing besides blank cells (default DEFAULT_MISSING_VALUES). */
  readonly missingValues?: readonly string[];
  /** True when the user chose `dateOrder`: the column's own day/month evidence is then not used. */
  readonly dateOrderFixed?: boolean;
}

/** A finished column, its profile, and whether its a/b/yyyy dates read both ways with no evidence either way. */
export interface BuiltColumn {
  readonly column: Column;
  readonly profile: ColumnProfile;
  readonly ambiguousDateOrder: boolean;
}

/** Appends cells in row order and produces a typed column. Internal to ingest. */
export interface ColumnBuilder {
  push(text: string, start: number, end: number): void;
  pushEmpty(): void;
  /** Whether the type is settled (forced, or 10 non-empty values seen). */
  readonly decided: boolean;
  /** Remembers the current state, so `rewind` can drop every cell pushed after it. */
  mark(): ColumnBuilderMark;
  rewind(mark: ColumnBuilderMark): void;
  finish(): BuiltColumn;
}

/** Opaque state saved by `ColumnBuilder.mark()`. */
export interface ColumnBuilderMark {
  readonly length: number;
  readonly missing: number;
  readonly pending: readonly string[] | null;
  readonly samples: number;
  readonly type: ColumnType | undefined;
  readonly watchCodes: boolean;
}

/**
 * Builds one column straight from cell text: cells are kept as text only until the type is
 * settled, then numbers and dates go into a growing Float64Array. Misfits keep their text in `invalid`.
 * Missing markers (N/A, NULL, -, …) count as missing, never as misfits. Evidence over the whole column:
 * an inferred number column turns to text at the first identifier-like cell ('00501', 20 digits — see
 * `classifyDigits`); a date column is read again in the other day/month order when its cells say so;
 * a number column under a date header holding Excel serials or yyyymmdd becomes a date column.
 *
 * @example
 * const b = createColumnBuilder('n', { decimalSeparator: '.', dateOrder: 'DMY' });
 * b.push('12', 0, 2);
 * b.finish().column; // { type: 'number', values: Float64Array [12], ... }
 */
export function createColumnBuilder(name: string, options: ColumnBuilderOptions): ColumnBuilder {
  const { decimalSeparator, onInvalid } = options;
  const isMissing = createMissingTest(options.missingValues ?? DEFAULT_MISSING_VALUES);
  let dateOrder: DateOrder = options.dateOrder;
  let type: ColumnType | undefined = options.type;
  // an inferred number column is watched for identifier-like cells until a cell is not plain digits
  let watchCodes = options.type === undefined;
  let symbol: string | undefined;
  const dates = createDateReader();
  let pending: string[] | null = [];
  const samples: string[] = [];
  let fit = 1;
  let values = new Float64Array(1024);
  let strings: string[] = [];
  const invalid = new Map<number, string>();
  let length = 0;
  let missing = 0;
  // Repeated texts (categories, dates) share one string; interning stops once a column proves high-cardinality.
  let interned: Map<string, string> | null = new Map();
  const dayText = new Map<number, string>();
  /** The text of a string cell: shared when repeated; long unique texts are copied so a cell does not pin its whole chunk. */
  const keepText = (text: string, start: number, end: number): string => {
    const cell = start === 0 && end === text.length ? text : text.slice(start, end);
    if (interned !== null) return intern(cell);
    return end - start >= 13 ? (' ' + cell).slice(1) : cell;
  };
  const intern = (cell: string): string => {
    if (interned === null) return cell;
    const hit = interned.get(cell);
    if (hit !== undefined) return hit;
    if (interned.size >= MAX_INTERNED) interned = null;
    else interned.set(cell, cell);
    return cell;
  };

  const grow = (): void => {
    const next = new Float64Array(Math.ceil(values.length * 1.5));
    next.set(values);
    values = next;
  };
  /** Appends a cell; `missing` says whether it is blank or a missing marker. */
  const add = (text: string, start: number, end: number, missing: boolean): void => {
    const row = length++;
    if (type === 'string') {
      // a missing marker reads as empty; a blank cell keeps its spaces (it is missing either way)
      strings.push(missing && !isBlank(text, start, end) ? '' : keepText(text, start, end));
      return;
    }
    if (row === values.length) grow();
    if (missing) {
      values[row] = NaN;
      if (type === 'date') strings.push(isBlank(text, start, end) ? text.slice(start, end) : '');
      return;
    }
    if (type === 'number') {
      const v = parseNumber(text, start, end, decimalSeparator);
      values[row] = v;
      if (v === v) {
        if (watchCodes) {
          const digits = classifyDigits(text, start, end);
          if (digits === 'code') toText(row, text, start, end);
          else if (digits === 'other') watchCodes = false;
        }
        return;
      }
    } else {
      // plain yyyy-mm-dd: parse from the range and reuse the text of an earlier cell with the same day
      const iso = end - start === 10 ? parseIsoDay(text, start) : -Infinity;
      if (iso === iso && iso !== -Infinity) {
        values[row] = iso;
        let t = dayText.get(iso);
        if (t === undefined) {
          t = text.slice(start, end);
          if (dayText.size < MAX_INTERNED * 16) dayText.set(iso, t);
        }
        strings.push(t);
        return;
      }
      const cell = intern(start === 0 && end === text.length ? text : text.slice(start, end));
      strings.push(cell);
      const v = dates.read(cell, dateOrder);
      values[row] = v;
      if (v === v) return;
    }
    invalid.set(row, text.slice(start, end));
    onInvalid?.(row);
  };
  /** The column turns to text at `row`: earlier cells were all plain digits (or misfits kept in `invalid`), so their text is exact. */
  const toText = (row: number, text: string, start: number, end: number): void => {
    type = 'string';
    fit = 1;
    strings = [];
    for (let r = 0; r < row; r++) {
      const v = values[r]!;
      strings.push(v === v ? String(v) : (invalid.get(r) ?? ''));
    }
    strings.push(keepText(text, start, end));
  };
  const decide = (): void => {
    if (type === undefined) {
      const inferred = inferColumnType(samples, { decimalSeparator, dateOrder });
      type = inferred.type;
      fit = inferred.fit;
    } else fit = measureFit(samples, type, { decimalSeparator, dateOrder });
    if (type === 'number') symbol = detectValueSymbol(samples);
    const replay = pending ?? [];
    pending = null;
    for (const cell of replay) add(cell, 0, cell.length, isMissing(cell));
  };

  return {
    get decided() {
      return pending === null;
    },
    push(text, start, end) {
      if (pending === null) {
        const miss = isMissing(text, start, end);
        if (miss) missing++;
        add(text, start, end, miss);
        return;
      }
      const cell = text.slice(start, end);
      pending.push(cell);
      if (isMissing(cell)) missing++;
      else if (samples.push(cell) === TYPE_SAMPLE_SIZE) decide();
    },
    mark() {
      return { length, missing, pending: pending && [...pending], samples: samples.length, type, watchCodes };
    },
    rewind(m) {
      if (m.pending !== null) {
        pending = [...m.pending];
        type = options.type;
        fit = 1;
        strings = [];
      } else if (m.type !== type) {
        // turned to text after the mark: the numbers before it are still in `values`
        type = m.type;
        strings = [];
      }
      watchCodes = m.watchCodes;
      samples.length = m.samples;
      length = m.pending !== null ? 0 : m.length;
      strings.length = Math.min(strings.length, length);
      missing = m.missing;
      for (const row of invalid.keys()) if (row >= length) invalid.delete(row);
    },
    pushEmpty() {
      missing++;
      if (pending === null) add('', 0, 0, true);
      else pending.push('');
    },
    finish() {
      if (pending !== null) decide();
      let t = type ?? 'string';
      // a spare capacity under 1/8 is cheaper to keep than a copy of the column at the peak of memory use
      const exact = length >= values.length * 0.875 ? values.subarray(0, length) : values.slice(0, length);
      let ambiguousDateOrder = false;
      if (t === 'date' && !options.dateOrderFixed) {
        const order = dates.order(dateOrder);
        if (order !== dateOrder) dates.reread(strings, exact, invalid, order, isMissing);
        ambiguousDateOrder = dates.ambiguous();
        dateOrder = order;
      }
      let column = makeColumn(t, name, exact, t === 'string' ? new Map() : invalid, strings);
      if (column.type === 'number' && options.type === undefined) {
        const read = readNumberDates(column);
        if (read) {
          column = read;
          t = 'date';
          symbol = undefined;
        }
      }
      strings = [];
      interned = null;
      const profile: ColumnProfile = {
        name,
        type: t,
        fit,
        missing,
        invalid: column.invalid.size,
        ...(symbol !== undefined ? { symbol } : {}),
        ...(t === 'date' && dates.slashed() ? { dateOrder } : {}),
      };
      return { column, profile, ambiguousDateOrder };
    },
  };
}

function makeColumn(type: ColumnType, name: string, values: Float64Array, invalid: Map<number, string>, strings: string[]): Column {
  if (type === 'number') return { type, name, values, invalid };
  if (type === 'date') return { type, name, values, text: strings, invalid };
  return { type, name, values: strings, invalid };
}
