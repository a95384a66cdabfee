import type { RowSet } from './createRowSet.js';
import type { TextCodes } from './types.js';

/**
 * A read-only Map of row → text over compact storage: a set of rows and, for the k-th row of the set,
 * a code into `dictionary`. Ingest keeps the original text of misfit cells this way (a plain Map costs
 * ~80 bytes an entry, and a JavaScript Map holds at most 2^24 entries).
 *
 * @example
 * const rows = createRowSet(); rows.add(2); rows.add(7);
 * const m = rowTextMap(rows, Uint8Array.of(1, 1), ['', 'tbd']);
 * m.get(7); // 'tbd'
 * m.has(3); // false
 */
export function rowTextMap(rows: RowSet, codes: TextCodes, dictionary: readonly string[]): ReadonlyMap<number, string> {
  return new RowTextMap(rows, codes, dictionary);
}

class RowTextMap implements ReadonlyMap<number, string> {
  readonly #rows: RowSet;
  readonly #codes: TextCodes;
  readonly #dictionary: readonly string[];

  constructor(rows: RowSet, codes: TextCodes, dictionary: readonly string[]) {
    this.#rows = rows;
    this.#codes = codes;
    this.#dictionary = dictionary;
  }

  get size(): number {
    return this.#rows.size;
  }

  get [Symbol.toStringTag](): string {
    return 'Map';
  }

  has(row: number): boolean {
    return this.#rows.indexOf(row) >= 0;
  }

  get(row: number): string | undefined {
    const k = this.#rows.indexOf(row);
    return k < 0 ? undefined : this.#dictionary[this.#codes[k]!];
  }

  forEach(callback: (text: string, row: number, map: ReadonlyMap<number, string>) => void, thisArg?: unknown): void {
    for (const [row, text] of this.entries()) callback.call(thisArg, text, row, this);
  }

  *entries(): MapIterator<[number, string]> {
    let k = 0;
    for (const row of this.#rows.rows()) yield [row, this.#dictionary[this.#codes[k++]!]!];
  }

  *keys(): MapIterator<number> {
    yield* this.#rows.rows();
  }

  *values(): MapIterator<string> {
    for (let k = 0; k < this.#rows.size; k++) yield this.#dictionary[this.#codes[k]!]!;
  }

  [Symbol.iterator](): MapIterator<[number, string]> {
    return this.entries();
  }
}
