import { TYPE_SAMPLE_SIZE } from '../constants.js';
import type { Column, ColumnProfile, ColumnType, NumberColumn } from '../dataset/types.js';
import { classifyDigits } from './classifyDigits.js';
import { createMisfitStore, type MisfitStore } from './createMisfitStore.js';
import { createMissingTest, DEFAULT_MISSING_VALUES } from './createMissingTest.js';
import { createNumberBuffer, type NumberBuffer } from './createNumberBuffer.js';
import { createTextCells, type TextCells } from './createTextCells.js';
import { detectValueSymbol } from './detectValueSymbol.js';
import { finishDateColumn } from './finishDateColumn.js';
import { inferColumnType } from './inferColumnType.js';
import { measureFit } from './measureFit.js';
import { parseDate } from './parseDate.js';
import { parseNumber } from './parseNumber.js';
import { readNumberDates } from './readNumberDates.js';
import type { TypingOptions } from './types.js';

export interface ColumnBuilderOptions extends TypingOptions {
  /** Forced type (a user override); inferred from the first 10 non-empty values when omitted. */
  readonly type?: ColumnType;
  /** Called with the row index of the column's first non-empty cell that does not fit its type. */
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
  /** Remembers the current state, so `rewind` can drop every cell pushed after it. */
  mark(): ColumnBuilderMark;
  rewind(mark: ColumnBuilderMark): void;
  finish(): BuiltColumn;
}

/** How a column's cells are held: as text before the type is settled, as numbers, or as text for good. */
type Phase = 'undecided' | 'number' | 'text';

/** Opaque state saved by `ColumnBuilder.mark()`. */
export interface ColumnBuilderMark {
  readonly phase: Phase;
  readonly type: ColumnType | undefined;
  readonly length: number;
  readonly entries: number;
  readonly missing: number;
  readonly invalid: number;
  readonly samples: number;
  readonly watchCodes: boolean;
}

/**
 * Builds one column straight from cell text. Until the type is settled (10 non-empty values, the
 * spec's sample) cells are kept dictionary-encoded; a text column goes on that way, a date column also
 * reads each distinct text once as a date, and a number column replays the kept cells into compact
 * number storage and then reads numbers straight from the chunk. Misfits keep their text. Missing
 * markers (N/A, NULL, -, …) count as missing, never as misfits, and read as empty. Evidence over the whole
 * column: an inferred number column turns to text at the first identifier-like cell ('00501', 20 digits
 * — see `classifyDigits`); a date column is read again in the other day/month order when its distinct
 * texts say so; a number column under a date header holding Excel serials or yyyymmdd becomes dates.
 *
 * @example
 * const b = createColumnBuilder('n', { decimalSeparator: '.', dateOrder: 'DMY' });
 * b.push('12', 0, 2);
 * b.finish().column; // { type: 'number', values: Float64Array [12], ... }
 */
export function createColumnBuilder(name: string, options: ColumnBuilderOptions): ColumnBuilder {
  const { decimalSeparator, dateOrder, onInvalid } = options;
  const isMissing = createMissingTest(options.missingValues ?? DEFAULT_MISSING_VALUES);
  let type: ColumnType | undefined = options.type;
  let decided = false;
  // an inferred number column is watched for identifier-like cells until a cell is not plain digits
  let watchCodes = options.type === undefined;
  let symbol: string | undefined;
  let fit = 1;
  const samples: string[] = [];
  let cells: TextCells = createTextCells(isMissing);
  const dates: number[] = []; // a date column's value of each dictionary entry, read once
  let numbers: NumberBuffer | null = null;
  let misfits: MisfitStore = createMisfitStore();
  let missing = 0;
  let invalid = 0;
  // The storage of the phase a mark was taken in, once the column has left that phase (a rewind returns to it).
  let marked: Phase | null = null;
  let stash: { cells: TextCells } | { numbers: NumberBuffer; misfits: MisfitStore } | null = null;

  const phase = (): Phase => (!decided ? 'undecided' : numbers ? 'number' : 'text');
  const misfit = (row: number): void => {
    if (invalid++ === 0) onInvalid?.(row);
  };
  const dateOf = (code: number): number => {
    while (dates.length <= code) dates.push(parseDate(cells.text(dates.length), dateOrder));
    return dates[code]!;
  };
  const addText = (text: string, start: number, end: number): void => {
    const row = cells.length;
    const code = cells.lookup(text, start, end);
    if (cells.isMissing(code)) {
      missing++;
      cells.append(decided && cells.isMarker(code) ? 0 : code);
      return;
    }
    cells.append(code);
    if (!decided) {
      if (samples.push(cells.text(code)) === TYPE_SAMPLE_SIZE) decide();
    } else if (type === 'date' && Number.isNaN(dateOf(code))) misfit(row);
  };
  const addNumber = (store: NumberBuffer, text: string, start: number, end: number): void => {
    const row = store.length;
    if (isMissing(text, start, end)) {
      missing++;
      store.push(NaN);
      return;
    }
    const v = parseNumber(text, start, end, decimalSeparator);
    if (v !== v) {
      store.push(NaN);
      misfits.add(row, text, start, end);
      misfit(row);
      return;
    }
    if (watchCodes) {
      const digits = classifyDigits(text, start, end);
      if (digits === 'code') {
        toText();
        addText(text, start, end);
        return;
      }
      if (digits === 'other') watchCodes = false;
    }
    store.push(v);
  };
  /** The column turns to text: earlier cells were all plain digits (or misfits, kept as they were), so their text is exact. */
  const toText = (): void => {
    const store = numbers!;
    if (marked === 'number') stash = { numbers: store, misfits };
    const text = createTextCells(isMissing);
    for (let r = 0, k = 0; r < store.length; r++) {
      const v = store.at(r);
      const cell = v === v ? String(v) : k < misfits.length && misfits.rowAt(k) === r ? misfits.textAt(k++) : '';
      text.append(text.lookup(cell, 0, cell.length));
    }
    cells = text;
    numbers = null;
    misfits = createMisfitStore();
    type = 'string';
    fit = 1;
    invalid = 0;
    watchCodes = false;
  };
  const decide = (): void => {
    if (type === undefined) {
      const inferred = inferColumnType(samples, { decimalSeparator, dateOrder });
      type = inferred.type;
      fit = inferred.fit;
    } else fit = measureFit(samples, type, { decimalSeparator, dateOrder });
    decided = true;
    if (type !== 'number') {
      // markers read as empty from now on; dates are read for the cells so far
      for (let r = 0; r < cells.length; r++) {
        const code = cells.code(r);
        if (cells.isMarker(code)) cells.recode(r, 0);
        else if (type === 'date' && !cells.isMissing(code) && Number.isNaN(dateOf(code))) misfit(r);
      }
      return;
    }
    symbol = detectValueSymbol(samples);
    const kept = cells;
    if (marked === 'undecided') stash = { cells: kept };
    numbers = createNumberBuffer();
    cells = createTextCells(isMissing);
    missing = 0; // counted again by the replay
    for (let r = 0; r < kept.length; r++) {
      const text = kept.text(kept.code(r));
      if (numbers) addNumber(numbers, text, 0, text.length);
      else addText(text, 0, text.length);
    }
  };

  return {
    push(text, start, end) {
      if (numbers) addNumber(numbers, text, start, end);
      else addText(text, start, end);
    },
    pushEmpty() {
      missing++;
      if (numbers) numbers.push(NaN);
      else cells.append(0);
    },
    mark() {
      marked = phase();
      stash = null;
      const length = numbers ? numbers.length : cells.length;
      return { phase: marked, type, length, entries: numbers ? misfits.length : cells.entries, missing, invalid, samples: samples.length, watchCodes };
    },
    rewind(m) {
      if (stash && 'cells' in stash) cells = stash.cells;
      if (stash && 'numbers' in stash) {
        ({ numbers, misfits } = stash);
        cells = createTextCells(isMissing);
      }
      stash = null;
      if (m.phase === 'number') {
        numbers!.truncate(m.length);
        misfits.truncate(m.entries);
      } else {
        numbers = null;
        misfits = createMisfitStore();
        cells.truncate(m.length, m.entries);
        dates.length = Math.min(dates.length, m.entries);
      }
      decided = m.phase !== 'undecided';
      type = m.type;
      if (!decided) {
        fit = 1;
        symbol = undefined;
        dates.length = 0;
      }
      watchCodes = m.watchCodes;
      missing = m.missing;
      invalid = m.invalid;
      samples.length = m.samples;
    },
    finish() {
      if (!decided) decide();
      let column: Column;
      let ambiguousDateOrder = false;
      let dateOrderSeen: ColumnProfile['dateOrder'];
      if (numbers) {
        const values: NumberColumn = { type: 'number', name, values: numbers.finish(), invalid: misfits.finish() };
        column = (options.type === undefined ? readNumberDates(values) : null) ?? values;
        if (column.type === 'date') symbol = undefined;
      } else if (type === 'date') {
        const dated = finishDateColumn(name, cells, dates, { dateOrder, fixed: options.dateOrderFixed ?? false });
        column = dated.column;
        ambiguousDateOrder = dated.ambiguous;
        dateOrderSeen = dated.slashed ? dated.dateOrder : undefined;
      } else column = { type: 'string', name, ...cells.finish(), invalid: new Map() };
      const profile: ColumnProfile = {
        name,
        type: column.type,
        fit,
        missing,
        invalid: column.invalid.size,
        ...(symbol !== undefined ? { symbol } : {}),
        ...(dateOrderSeen ? { dateOrder: dateOrderSeen } : {}),
      };
      return { column, profile, ambiguousDateOrder };
    },
  };
}
