import type { TextCodes } from '../dataset/types.js';
import { createTextDictionary } from './createTextDictionary.js';
import { createUintBuffer } from './createUintBuffer.js';
import { isBlank } from './isBlank.js';

/** A column's cells as text, dictionary-encoded while they are pushed. Internal to ingest. */
export interface TextCells {
  /** The code of `text[start, end)`, added to the dictionary when new. */
  lookup(text: string, start: number, end: number): number;
  /** Appends a row holding `code`. */
  append(code: number): void;
  /** Changes the code of an existing row. */
  recode(row: number, code: number): void;
  /** Rows so far. */
  readonly length: number;
  /** Distinct texts so far (the dictionary's size). */
  readonly entries: number;
  code(row: number): number;
  text(code: number): string;
  /** Whether the entry is a missing value: blank (empty, spaces, tabs) or a missing marker such as N/A. */
  isMissing(code: number): boolean;
  /** Whether the entry is a missing marker (missing, not blank): it reads as empty in text and date columns. */
  isMarker(code: number): boolean;
  /** Makes room for `rows` rows at once (an expected length), so the codes do not grow by copies. */
  reserve(rows: number): void;
  /** Keeps the first `rows` rows and `entries` dictionary entries. */
  truncate(rows: number, entries: number): void;
  /** The dictionary (without missing markers: rows hold '' for them by then) and the codes; the cells are spent. */
  finish(): { dictionary: string[]; codes: TextCodes };
}

const BLANK = 1;
const MARKER = 2;

/**
 * Rows of codes into a dictionary of distinct texts, with a missing flag per entry (from `isMissing`,
 * run once per distinct text), so counting missing cells costs one lookup per row.
 *
 * @example
 * const t = createTextCells(isBlank);
 * for (const [a, b] of [[0, 1], [2, 3], [4, 5]]) t.append(t.lookup('x, ,x', a, b));
 * t.finish(); // { dictionary: ['', 'x', ' '], codes: Uint8Array [1, 2, 1] }
 */
export function createTextCells(isMissing: (text: string, start: number, end: number) => boolean): TextCells {
  return new Cells(isMissing);
}

class Cells implements TextCells {
  private readonly dictionary = createTextDictionary();
  private readonly codes = createUintBuffer();
  private readonly kind = createUintBuffer(); // per entry: BLANK, MARKER or 0

  constructor(private readonly isMissingText: (text: string, start: number, end: number) => boolean) {
    this.kind.push(BLANK);
  }

  lookup(text: string, start: number, end: number): number {
    const code = this.dictionary.code(text, start, end);
    if (code === this.kind.length) this.kind.push(isBlank(text, start, end) ? BLANK : this.isMissingText(text, start, end) ? MARKER : 0);
    return code;
  }

  append(code: number): void {
    this.codes.push(code);
  }

  recode(row: number, code: number): void {
    this.codes.set(row, code);
  }

  get length(): number {
    return this.codes.length;
  }

  get entries(): number {
    return this.dictionary.entries.length;
  }

  code(row: number): number {
    return this.codes.at(row);
  }

  text(code: number): string {
    return this.dictionary.entries[code]!;
  }

  isMissing(code: number): boolean {
    return this.kind.at(code) !== 0;
  }

  isMarker(code: number): boolean {
    return this.kind.at(code) === MARKER;
  }

  reserve(rows: number): void {
    this.codes.reserve(rows);
  }

  truncate(rows: number, entries: number): void {
    this.codes.truncate(rows);
    this.dictionary.truncate(entries);
    this.kind.truncate(entries);
  }

  finish(): { dictionary: string[]; codes: TextCodes } {
    const entries = this.dictionary.entries as string[];
    const out = this.codes.finish();
    let markers = 0;
    for (let c = 0; c < entries.length; c++) if (this.isMarker(c)) markers++;
    if (markers === 0) return { dictionary: entries, codes: out };
    // drop the markers' entries, which no row holds: every dictionary entry is a text some row shows
    const renumber = new Uint32Array(entries.length);
    const kept: string[] = [];
    entries.forEach((t, c) => {
      if (!this.isMarker(c)) renumber[c] = kept.push(t) - 1;
    });
    for (let r = 0; r < out.length; r++) out[r] = renumber[out[r]!]!;
    return { dictionary: kept, codes: out };
  }
}
