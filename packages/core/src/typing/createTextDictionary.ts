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

/**
 * An open-addressing hash table over character ranges: a cell's text is hashed and compared where it
 * lies in the chunk, so a repeated value (a category, a date) costs no allocation at all, and a new one
 * is copied out of the chunk so the chunk itself can be freed.
 *
 * @example
 * const d = createTextDictionary();
 * d.code('a,b,a', 0, 1); // 1
 * d.code('a,b,a', 4, 5); // 1
 * d.entries; // ['', 'a']
 */
export function createTextDictionary(): TextDictionary {
  const entries: string[] = [''];
  let hashes = new Int32Array(16);
  let slots = new Int32Array(32); // code + 1 of the entry in each slot; 0 = free
  let mask = slots.length - 1;

  const place = (code: number): void => {
    let s = hashes[code]! & mask;
    while (slots[s] !== 0) s = (s + 1) & mask;
    slots[s] = code + 1;
  };
  const rebuild = (capacity: number): void => {
    slots = new Int32Array(capacity);
    mask = capacity - 1;
    for (let c = 0; c < entries.length; c++) place(c);
  };
  hashes[0] = hashRange('', 0, 0);
  place(0);

  return {
    code(text, start, end) {
      const h = hashRange(text, start, end);
      let s = h & mask;
      for (;;) {
        const slot = slots[s]!;
        if (slot === 0) break;
        if (hashes[slot - 1] === h && sameText(entries[slot - 1]!, text, start, end)) return slot - 1;
        s = (s + 1) & mask;
      }
      const code = entries.length;
      entries.push(copyRange(text, start, end));
      if (code === hashes.length) {
        const next = new Int32Array(code * 2);
        next.set(hashes);
        hashes = next;
      }
      hashes[code] = h;
      slots[s] = code + 1;
      if (entries.length * 2 > slots.length) rebuild(slots.length * 2);
      return code;
    },
    entries,
    truncate(size) {
      if (size >= entries.length) return;
      entries.length = Math.max(1, size);
      rebuild(slots.length);
    },
  };
}

/** FNV-1a over the UTF-16 code units of `text[start, end)`. */
function hashRange(text: string, start: number, end: number): number {
  let h = 0x811c9dc5 ^ (end - start);
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

function sameText(entry: string, text: string, start: number, end: number): boolean {
  return entry.length === end - start && text.startsWith(entry, start);
}

/** `text[start, end)` as a string of its own (not a view that keeps `text` alive). */
function copyRange(text: string, start: number, end: number): string {
  if (end - start < SLICE_COPIES_BELOW) return text.slice(start, end);
  // joining two parts makes V8 build one flat string; a plain slice would be a view into `text`
  return [text.slice(start, start + 1), text.slice(start + 1, end)].join('');
}
