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
  /** About how many rows the column will have (a whole file's estimate): a number column stores them without a final copy. */
  readonly expectedRows?: number;
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
  return new Builder(name, options);
}

/** Below this many expected rows, storage grows as rows arrive (a growth copy of a short column costs little). */
const RESERVE_FROM = 65_536;

// One missing-value test per list of markers: every column of a file shares it.
const missingTests = new WeakMap<readonly string[], (text: string, start?: number, end?: number) => boolean>();
function missingTest(markers: readonly string[]): (text: string, start?: number, end?: number) => boolean {
  let test = missingTests.get(markers);
  if (!test) missingTests.set(markers, (test = createMissingTest(markers)));
  return test;
}

/** A class, not closures: a file may have thousands of columns. */
class Builder implements ColumnBuilder {
  private readonly isMissing: (text: string, start?: number, end?: number) => boolean;
  private type: ColumnType | undefined;
  private decided = false;
  // an inferred number column is watched for identifier-like cells until a cell is not plain digits
  private watchCodes: boolean;
  private symbol: string | undefined;
  private fit = 1;
  private readonly samples: string[] = [];
  private cells: TextCells;
  private readonly dates: number[] = []; // a date column's value of each dictionary entry, read once
  private numbers: NumberBuffer | null = null;
  private misfits: MisfitStore | null = null;
  private missing = 0;
  private invalid = 0;
  // The storage of the phase a mark was taken in, once the column has left that phase (a rewind returns to it).
  private marked: Phase | null = null;
  private stash: { cells: TextCells } | { numbers: NumberBuffer; misfits: MisfitStore | null } | null = null;

  constructor(
    private readonly name: string,
    private readonly options: ColumnBuilderOptions,
  ) {
    this.isMissing = missingTest(options.missingValues ?? DEFAULT_MISSING_VALUES);
    this.type = options.type;
    this.watchCodes = options.type === undefined;
    this.cells = createTextCells(this.isMissing);
  }

  push(text: string, start: number, end: number): void {
    if (this.numbers) this.addNumber(this.numbers, text, start, end);
    else this.addText(text, start, end);
  }

  pushEmpty(): void {
    this.missing++;
    if (this.numbers) this.numbers.push(NaN);
    else this.cells.append(0);
  }

  mark(): ColumnBuilderMark {
    const phase: Phase = !this.decided ? 'undecided' : this.numbers ? 'number' : 'text';
    this.marked = phase;
    this.stash = null;
    const length = this.numbers ? this.numbers.length : this.cells.length;
    const entries = this.numbers ? (this.misfits?.length ?? 0) : this.cells.entries;
    return { phase, type: this.type, length, entries, missing: this.missing, invalid: this.invalid, samples: this.samples.length, watchCodes: this.watchCodes };
  }

  rewind(m: ColumnBuilderMark): void {
    const stash = this.stash;
    this.stash = null;
    if (stash && 'cells' in stash) this.cells = stash.cells;
    if (stash && 'numbers' in stash) {
      this.numbers = stash.numbers;
      this.misfits = stash.misfits;
      this.cells = createTextCells(this.isMissing);
    }
    if (m.phase === 'number') {
      this.numbers!.truncate(m.length);
      this.misfits?.truncate(m.entries);
    } else {
      this.numbers = null;
      this.misfits = null;
      this.cells.truncate(m.length, m.entries);
      this.dates.length = Math.min(this.dates.length, m.entries);
    }
    this.decided = m.phase !== 'undecided';
    this.type = m.type;
    if (!this.decided) {
      this.fit = 1;
      this.symbol = undefined;
      this.dates.length = 0;
    }
    this.watchCodes = m.watchCodes;
    this.missing = m.missing;
    this.invalid = m.invalid;
    this.samples.length = m.samples;
  }

  finish(): BuiltColumn {
    if (!this.decided) this.decide();
    const { name, options } = this;
    let column: Column;
    let ambiguousDateOrder = false;
    let dateOrderSeen: ColumnProfile['dateOrder'];
    if (this.numbers) {
      const values: NumberColumn = { type: 'number', name, values: this.numbers.finish(), invalid: this.misfits?.finish() ?? new Map() };
      column = (options.type === undefined ? readNumberDates(values) : null) ?? values;
      if (column.type === 'date') this.symbol = undefined;
    } else if (this.type === 'date') {
      const dated = finishDateColumn(name, this.cells, this.dates, { dateOrder: options.dateOrder, fixed: options.dateOrderFixed ?? false });
      column = dated.column;
      ambiguousDateOrder = dated.ambiguous;
      dateOrderSeen = dated.slashed ? dated.dateOrder : undefined;
    } else column = { type: 'string', name, ...this.cells.finish(), invalid: new Map() };
    const profile: ColumnProfile = {
      name,
      type: column.type,
      fit: this.fit,
      missing: this.missing,
      invalid: column.invalid.size,
      ...(this.symbol !== undefined ? { symbol: this.symbol } : {}),
      ...(dateOrderSeen ? { dateOrder: dateOrderSeen } : {}),
    };
    return { column, profile, ambiguousDateOrder };
  }

  /** The whole input's expected row count, when it is big enough for sizing storage up front to matter (else 0). */
  private expectedRows(): number {
    const rows = this.options.expectedRows ?? 0;
    return rows >= RESERVE_FROM ? rows : 0;
  }

  private misfit(row: number): void {
    if (this.invalid++ === 0) this.options.onInvalid?.(row);
  }

  private dateOf(code: number): number {
    const dates = this.dates;
    while (dates.length <= code) dates.push(parseDate(this.cells.text(dates.length), this.options.dateOrder));
    return dates[code]!;
  }

  private addText(text: string, start: number, end: number): void {
    const cells = this.cells;
    const row = cells.length;
    const code = cells.lookup(text, start, end);
    if (cells.isMissing(code)) {
      this.missing++;
      cells.append(this.decided && cells.isMarker(code) ? 0 : code);
      return;
    }
    cells.append(code);
    if (!this.decided) {
      if (this.samples.push(cells.text(code)) === TYPE_SAMPLE_SIZE) this.decide();
    } else if (this.type === 'date' && Number.isNaN(this.dateOf(code))) this.misfit(row);
  }

  private addNumber(store: NumberBuffer, text: string, start: number, end: number): void {
    const row = store.length;
    if (this.isMissing(text, start, end)) {
      this.missing++;
      store.push(NaN);
      return;
    }
    const v = parseNumber(text, start, end, this.options.decimalSeparator);
    if (v !== v) {
      store.push(NaN);
      const misfits = (this.misfits ??= createMisfitStore());
      misfits.add(row, text, start, end);
      // a column of many misfits (text after a numeric sample) takes room for every row left at once: growing its
      // codes by copies cost 3× their size in fresh memory, and the last copy sat beside the one it replaced
      if (misfits.length === RESERVE_FROM && this.expectedRows() > row) misfits.reserve(RESERVE_FROM + this.expectedRows() - row);
      this.misfit(row);
      return;
    }
    if (this.watchCodes) {
      const digits = classifyDigits(text, start, end);
      if (digits === 'code') {
        this.toText();
        this.addText(text, start, end);
        return;
      }
      if (digits === 'other') this.watchCodes = false;
    }
    store.push(v);
  }

  /** The column turns to text: earlier cells were all plain digits (or misfits, kept as they were), so their text is exact. */
  private toText(): void {
    const store = this.numbers!;
    const misfits = this.misfits;
    if (this.marked === 'number') this.stash = { numbers: store, misfits };
    const text = createTextCells(this.isMissing);
    text.reserve(this.expectedRows());
    const misfitRows = misfits?.rows();
    let next = misfitRows?.next();
    for (let r = 0, k = 0; r < store.length; r++) {
      const v = store.valueAt(r);
      let cell = '';
      if (v === v) cell = String(v);
      else if (next && !next.done && next.value === r) {
        cell = misfits!.textAt(k++);
        next = misfitRows!.next();
      }
      text.append(text.lookup(cell, 0, cell.length));
    }
    this.cells = text;
    this.numbers = null;
    this.misfits = null;
    this.type = 'string';
    this.fit = 1;
    this.invalid = 0;
    this.watchCodes = false;
  }

  private decide(): void {
    const { decimalSeparator, dateOrder } = this.options;
    if (this.type === undefined) {
      const inferred = inferColumnType(this.samples, { decimalSeparator, dateOrder });
      this.type = inferred.type;
      this.fit = inferred.fit;
    } else this.fit = measureFit(this.samples, this.type, { decimalSeparator, dateOrder });
    this.decided = true;
    const cells = this.cells;
    if (this.type !== 'number') {
      cells.reserve(this.expectedRows()); // text for good: its codes need not grow by copies
      // markers read as empty from now on; dates are read for the cells so far
      for (let r = 0; r < cells.length; r++) {
        const code = cells.code(r);
        if (cells.isMarker(code)) cells.recode(r, 0);
        else if (this.type === 'date' && !cells.isMissing(code) && Number.isNaN(this.dateOf(code))) this.misfit(r);
      }
      return;
    }
    this.symbol = detectValueSymbol(this.samples);
    if (this.marked === 'undecided') this.stash = { cells };
    this.numbers = createNumberBuffer(this.expectedRows());
    this.cells = createTextCells(this.isMissing);
    this.missing = 0; // counted again by the replay
    for (let r = 0; r < cells.length; r++) {
      const text = cells.text(cells.code(r));
      if (this.numbers) this.addNumber(this.numbers, text, 0, text.length);
      else this.addText(text, 0, text.length);
    }
  }
}
