import { TYPE_SAMPLE_SIZE } from '../constants.js';
import type { Column, ColumnProfile, ColumnType } from '../dataset/types.js';
import { inferColumnType } from './inferColumnType.js';
import { isBlank } from './isBlank.js';
import { measureFit } from './measureFit.js';
import { parseDate } from './parseDate.js';
import { parseIsoDay } from './parseIsoDay.js';
import { parseNumber } from './parseNumber.js';
import type { TypingOptions } from './types.js';

const MAX_INTERNED = 4096;

export interface ColumnBuilderOptions extends TypingOptions {
  /** Forced type (a user override); inferred from the first 10 non-empty values when omitted. */
  readonly type?: ColumnType;
  /** Called with the row index of each non-empty cell that does not fit the column's type. */
  readonly onInvalid?: (row: number) => void;
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
  finish(): { column: Column; profile: ColumnProfile };
}

/** Opaque state saved by `ColumnBuilder.mark()`. */
export interface ColumnBuilderMark {
  readonly length: number;
  readonly missing: number;
  readonly pending: readonly string[] | null;
  readonly samples: number;
}

/**
 * Builds one column straight from cell text: cells are kept as text only until the type is
 * settled, then numbers and dates go into a growing Float64Array. Misfits keep their text in `invalid`.
 *
 * @example
 * const b = createColumnBuilder('n', { decimalSeparator: '.', dateOrder: 'DMY' });
 * b.push('12', 0, 2);
 * b.finish().column; // { type: 'number', values: Float64Array [12], ... }
 */
export function createColumnBuilder(name: string, options: ColumnBuilderOptions): ColumnBuilder {
  const { decimalSeparator, dateOrder, onInvalid } = options;
  let type: ColumnType | undefined = options.type;
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
  const add = (text: string, start: number, end: number): void => {
    const row = length++;
    if (type === 'string') {
      strings.push(keepText(text, start, end));
      return;
    }
    if (row === values.length) grow();
    if (type === 'number') {
      const v = parseNumber(text, start, end, decimalSeparator);
      values[row] = v;
      if (v === v) return;
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
      const v = parseDate(cell, dateOrder);
      values[row] = v;
      if (v === v) return;
    }
    if (isBlank(text, start, end)) return;
    invalid.set(row, text.slice(start, end));
    onInvalid?.(row);
  };
  const decide = (): void => {
    if (type === undefined) {
      const inferred = inferColumnType(samples, { decimalSeparator, dateOrder });
      type = inferred.type;
      fit = inferred.fit;
    } else fit = measureFit(samples, type, { decimalSeparator, dateOrder });
    const replay = pending ?? [];
    pending = null;
    for (const cell of replay) add(cell, 0, cell.length);
  };

  return {
    get decided() {
      return pending === null;
    },
    push(text, start, end) {
      if (pending === null) {
        if (isBlank(text, start, end)) missing++;
        add(text, start, end);
        return;
      }
      const cell = text.slice(start, end);
      pending.push(cell);
      if (isBlank(cell)) missing++;
      else if (samples.push(cell) === TYPE_SAMPLE_SIZE) decide();
    },
    mark() {
      return { length, missing, pending: pending && [...pending], samples: samples.length };
    },
    rewind(m) {
      if (m.pending !== null) {
        pending = [...m.pending];
        type = options.type;
        fit = 1;
        strings = [];
      }
      samples.length = m.samples;
      length = m.pending !== null ? 0 : m.length;
      strings.length = Math.min(strings.length, length);
      missing = m.missing;
      for (const row of invalid.keys()) if (row >= length) invalid.delete(row);
    },
    pushEmpty() {
      missing++;
      if (pending === null) add('', 0, 0);
      else pending.push('');
    },
    finish() {
      if (pending !== null) decide();
      const t = type ?? 'string';
      // a spare capacity under 1/8 is cheaper to keep than a copy of the column at the peak of memory use
      const exact = length >= values.length * 0.875 ? values.subarray(0, length) : values.slice(0, length);
      const column = makeColumn(t, name, exact, strings, invalid);
      strings = [];
      interned = null;
      return { column, profile: { name, type: t, fit, missing, invalid: invalid.size } };
    },
  };
}

function makeColumn(type: ColumnType, name: string, values: Float64Array, strings: string[], invalid: Map<number, string>): Column {
  if (type === 'number') return { type, name, values, invalid };
  if (type === 'date') return { type, name, values, text: strings, invalid };
  return { type, name, values: strings, invalid };
}
