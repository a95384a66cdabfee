/** Distinct texts of a column, each with a code (its index). Internal to ingest. */
export interface TextDictionary {
  /** The code of `text[start, end)`, added as a new entry when it is not there yet. No string is made for a known text. */
  code(text: string, start: number, end: number): number;
  /** Entry 0 is always ''. */
  readonly entries: readonly string[];
  /** Forgets the entries from `size` on. */
  truncate(size: number): void;
}

/** Shorter texts are copied by `slice` itself; longer slices would point into (and keep) the whole chunk. */
const SLICE_COPIES_BELOW = 13;
const EMPTY_HASH = hashRange('', 0, 0);

/**
 * An open-addressing hash table over character ranges: a cell's text is hashed and compared where it
 * lies in the chunk, so a repeated value (a category, a date) costs no allocation at all, and a new one
 * is copied out of the chunk so the chunk itself can be freed. A class: thousands of columns each have one.
 *
 * @example
 * const d = createTextDictionary();
 * d.code('a,b,a', 0, 1); // 1
 * d.code('a,b,a', 4, 5); // 1
 * d.entries; // ['', 'a']
 */
export function createTextDictionary(): TextDictionary {
  return new Dictionary();
}

class Dictionary implements TextDictionary {
  readonly entries: string[] = [''];
  private hashes = new Int32Array(8);
  private slots = new Int32Array(16); // code + 1 of the entry in each slot; 0 = free
  private mask = 15;

  constructor() {
    this.hashes[0] = EMPTY_HASH;
    this.place(0);
  }

  code(text: string, start: number, end: number): number {
    const h = hashRange(text, start, end);
    const { slots, hashes, entries, mask } = this;
    let s = h & mask;
    for (;;) {
      const slot = slots[s]!;
      if (slot === 0) break;
      if (hashes[slot - 1] === h) {
        const entry = entries[slot - 1]!;
        if (entry.length === end - start && text.startsWith(entry, start)) return slot - 1;
      }
      s = (s + 1) & mask;
    }
    const code = entries.length;
    entries.push(copyRange(text, start, end));
    if (code === hashes.length) {
      const next = new Int32Array(code * 2);
      next.set(hashes);
      this.hashes = next;
    }
    this.hashes[code] = h;
    slots[s] = code + 1;
    if (entries.length * 2 > slots.length) this.rebuild(slots.length * 2);
    return code;
  }

  truncate(size: number): void {
    if (size >= this.entries.length) return;
    this.entries.length = Math.max(1, size);
    this.rebuild(this.slots.length);
  }

  private place(code: number): void {
    let s = this.hashes[code]! & this.mask;
    while (this.slots[s] !== 0) s = (s + 1) & this.mask;
    this.slots[s] = code + 1;
  }

  private rebuild(capacity: number): void {
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
    for (let c = 0; c < this.entries.length; c++) this.place(c);
  }
}

/** FNV-1a over the UTF-16 code units of `text[start, end)`. */
function hashRange(text: string, start: number, end: number): number {
  let h = 0x811c9dc5 ^ (end - start);
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/** `text[start, end)` as a string of its own (not a view that keeps `text` alive). */
function copyRange(text: string, start: number, end: number): string {
  if (end - start < SLICE_COPIES_BELOW) return text.slice(start, end);
  // joining two parts makes V8 build one flat string; a plain slice would be a view into `text`
  return [text.slice(start, start + 1), text.slice(start + 1, end)].join('');
}
