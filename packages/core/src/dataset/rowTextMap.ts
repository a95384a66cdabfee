import type { TextCodes } from './types.js';

/**
 * A read-only Map of row → text over compact storage: ascending row indexes and, for each, a code
 * into `dictionary`. Ingest keeps the original text of misfit cells this way (a plain Map costs
 * ~80 bytes an entry, and a JavaScript Map holds at most 2^24 entries). Lookups are binary searches.
 *
 * @example
 * const m = rowTextMap(Uint32Array.of(2, 7), Uint8Array.of(1, 1), ['', 'n/a']);
 * m.get(7); // 'n/a'
 * m.has(3); // false
 */
export function rowTextMap(rows: TextCodes, codes: TextCodes, dictionary: readonly string[]): ReadonlyMap<number, string> {
  return new RowTextMap(rows, codes, dictionary);
}

class RowTextMap implements ReadonlyMap<number, string> {
  readonly #rows: TextCodes;
  readonly #codes: TextCodes;
  readonly #dictionary: readonly string[];

  constructor(rows: TextCodes, codes: TextCodes, dictionary: readonly string[]) {
    this.#rows = rows;
    this.#codes = codes;
    this.#dictionary = dictionary;
  }

  get size(): number {
    return this.#rows.length;
  }

  get [Symbol.toStringTag](): string {
    return 'Map';
  }

  has(row: number): boolean {
    return this.#find(row) >= 0;
  }

  get(row: number): string | undefined {
    const k = this.#find(row);
    return k < 0 ? undefined : this.#dictionary[this.#codes[k]!];
  }

  forEach(callback: (text: string, row: number, map: ReadonlyMap<number, string>) => void, thisArg?: unknown): void {
    for (const [row, text] of this.entries()) callback.call(thisArg, text, row, this);
  }

  *entries(): MapIterator<[number, string]> {
    for (let k = 0; k < this.#rows.length; k++) yield [this.#rows[k]!, this.#dictionary[this.#codes[k]!]!];
  }

  *keys(): MapIterator<number> {
    for (let k = 0; k < this.#rows.length; k++) yield this.#rows[k]!;
  }

  *values(): MapIterator<string> {
    for (let k = 0; k < this.#rows.length; k++) yield this.#dictionary[this.#codes[k]!]!;
  }

  [Symbol.iterator](): MapIterator<[number, string]> {
    return this.entries();
  }

  /** Position of `row` in the ascending row list, or -1. */
  #find(row: number): number {
    const rows = this.#rows;
    let lo = 0;
    let hi = rows.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const r = rows[mid]!;
      if (r === row) return mid;
      if (r < row) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}
