import { UNIT_BASE, UNIT_OF, unitText } from './collationKey.js';
import { sortByUnits } from './sortByUnits.js';
import { toOffsets } from './radixOffsets.js';

/** Trie nodes a column may grow before its texts are sorted whole instead (codes, e-mail addresses: no repeated words). */
const MAX_NODES = 16_384;
/** Distinct units a column's tokens may use. */
const MAX_UNITS = 128;
/** Units below this (spaces, punctuation, symbols) start a token; from it on (digits, letters) they continue one. */
const WORD = UNIT_OF['0'.charCodeAt(0)]!;
const ZERO = 48;
const NINE = 57;
/** In `Tokens.denseOf`: the character's dense unit, plus SEPARATOR when it starts a token. */
const SEPARATOR_BIT = 14;
const SEPARATOR = 1 << SEPARATOR_BIT;
const UNSEEN = -1;
const NO_UNIT = -2;
const DIGIT = -3;
const TOO_MANY = -4;
/** What `Tokens.cut` made of a text. */
const KEYED = 1;
const OTHER = 0;
const GIVE_UP = -1;
/** Runs of equal high words this short are ordered by insertion sort. */
const SMALL_RUN = 16;
/** 2^21: a run's places fit below a 32-bit word in a double's 53 exact bits. */
const PLACES = 2_097_152;
/** Widest radix digit of the key sort: 2^11 counters stay in the first-level cache. */
const MAX_DIGIT_BITS = 11;

/**
 * Texts in a sorted order: `order` (the sortable texts' indexes), `fresh` (1 where a run of equal texts starts),
 * `others` (texts left to the collator); `spare`, when given, an array no longer used (as long as `order`) that the
 * caller may fill.
 */
export interface SortedTexts {
  order: Uint32Array;
  fresh: Uint8Array;
  others: number[];
  spare?: Uint32Array;
}

/**
 * Sorts texts made of repeated words by their words: each text's collation units (`UNIT_OF`, digit runs as
 * `unitText` writes them) are cut into tokens — a run of units below WORD (spaces, punctuation) and the run of
 * units from WORD on after it — found in a trie of the column's tokens (one table read per character, no
 * hashing, no strings made), the distinct tokens (a few dozen in a column of notes) are ranked by walking the
 * trie, and the texts are sorted by their sequences of token ranks: packed into a 64-bit key (two 32-bit words)
 * and radix-sorted when they fit, else by `sortByUnits` over the ranks. The order is the order of the units:
 * where two texts first differ, either both tokens go on there (and compare there), or one token stops — at a
 * unit below WORD where the other has one from WORD on, or at the text's end — and is a prefix of the other, so
 * smaller, as its units are. Texts the units do not cover (other scripts) are left in `others`. Null when the
 * tokens outgrow MAX_NODES trie nodes or use more than MAX_UNITS distinct units: no repeated words to gain from.
 *
 * Every loop over the texts is a small function of its own: the sort runs once per column, so its loops are
 * compiled on the fly (on-stack replacement), and a big function would be compiled again for each of them.
 *
 * @example
 * sortByTokens(['late box', 'box', 'Late, box']); // order [1, 0, 2] (' ' sorts before ','), fresh [1, 1, 1]
 */
export function sortByTokens(texts: readonly string[]): SortedTexts | null {
  const n = texts.length;
  const cut = new Tokens(tokenRoom(texts));
  const keyed = new Uint32Array(n);
  // ends[p]: where the tokens of the p-th keyed text end in cut.seq (they start where the previous one's end)
  const ends = new Uint32Array(n);
  const others: number[] = [];
  const m = cutTexts(texts, cut, keyed, ends, others);
  if (m < 0) return null;
  const rank = cut.rank();
  const order = keyed.subarray(0, m);
  const fresh = new Uint8Array(m);
  if (m === 0) return { order, fresh, others };
  let b = 1;
  while (1 << b <= cut.count) b++;
  const perWord = Math.floor(32 / b);
  if (cut.longest > 2 * perWord) {
    // too many tokens for one key: a radix sort of the texts' token ranks
    const seq = cut.seq;
    for (let k = 0; k < cut.at; k++) seq[k] = rank[seq[k]!]!;
    const from = new Int32Array(n);
    const to = new Int32Array(n);
    for (let p = 0; p < m; p++) {
      from[keyed[p]!] = p === 0 ? 0 : ends[p - 1]!;
      to[keyed[p]!] = ends[p]!;
    }
    sortByUnits(order, fresh, seq, from, to);
    return { order, fresh, others };
  }
  // the keys' high words overwrite `ends` as it is read; the token sequences' memory is free once the keys are made
  const hi = ends.subarray(0, m);
  const lo = new Uint32Array(m);
  const bits = b * perWord;
  const digits = Math.ceil(bits / MAX_DIGIT_BITS);
  const width = Math.ceil(bits / digits);
  const counts = new Uint32Array(digits << width);
  packKeys(m, ends, cut.seq, rank, b, perWord, hi, lo, counts, digits, width);
  sortTokenKeys(order, hi, lo, counts, digits, width, cut.seq.buffer, fresh);
  return { order, fresh, others, spare: lo };
}

/** Room for the tokens of all `texts` (a text of length l has at most l / 2 + 1: each token but the first and last has a separator and a word unit). */
function tokenRoom(texts: readonly string[]): number {
  let room = 0;
  for (let i = 0; i < texts.length; i++) room += (texts[i]!.length >> 1) + 2;
  return room;
}

/** Cuts each text into tokens (`Tokens.cut`): the keyed texts' indexes in `keyed`, their ends in `ends`, the rest in `others`. The keyed count, or -1 to give up. */
function cutTexts(texts: readonly string[], cut: Tokens, keyed: Uint32Array, ends: Uint32Array, others: number[]): number {
  let m = 0;
  for (let i = 0; i < texts.length; i++) {
    const result = cut.cut(texts[i]!);
    if (result === KEYED) {
      keyed[m] = i;
      ends[m++] = cut.at;
    } else if (result === OTHER) others.push(i);
    else return -1;
  }
  return m;
}

/**
 * The key of each keyed text (in `ends` order) from its token ranks, b bits a rank, `perWord` ranks to a 32-bit word,
 * left-aligned (a text that ends first is smaller: 0 is no token): the first `perWord` in `hi`, the rest in `lo`;
 * the high words' `digits` digits of `width` bits counted in `counts`. `hi` may be `ends` itself: each end is read
 * before its place is written.
 */
function packKeys(m: number, ends: Uint32Array, seq: Uint16Array, rank: Uint16Array, b: number, perWord: number, hi: Uint32Array, lo: Uint32Array, counts: Uint32Array, digits: number, width: number): void {
  const mask = (1 << width) - 1;
  let start = 0;
  for (let p = 0; p < m; p++) {
    const end = ends[p]!;
    const middle = Math.min(end, start + perWord);
    let word = 0;
    let k = start;
    for (; k < middle; k++) word = (word << b) | rank[seq[k]!]!;
    const high = (word << (b * (perWord - (middle - start)))) >>> 0;
    hi[p] = high;
    for (let d = 0, shift = 0; d < digits; d++, shift += width) counts[(d << width) + ((high >>> shift) & mask)]!++;
    word = 0;
    for (; k < end; k++) word = (word << b) | rank[seq[k]!]!;
    lo[p] = (word << (b * (perWord - (end - middle)))) >>> 0;
    start = end;
  }
}

/**
 * Sorts `ids` (in place) by their 64-bit keys (`hi`, `lo`), keys moved alongside, and marks in `fresh` where the
 * sorted keys change: an LSD radix sort of the high words by their `digits` digits of `width` bits (`counts`, as
 * `packKeys` counted them; digits no key varies in skipped), then each run of equal high words — a few texts that
 * share their first tokens — ordered by the low words. `spare` (a buffer no longer needed) gives room for the moved
 * keys when it is big enough; `hi` and `lo` end up in any order.
 */
function sortTokenKeys(ids: Uint32Array, hi: Uint32Array, lo: Uint32Array, counts: Uint32Array, digits: number, width: number, spare: ArrayBufferLike, fresh: Uint8Array): void {
  const m = ids.length;
  const size = 1 << width;
  const room = spare.byteLength >= 8 * m;
  let nextHi = room ? new Uint32Array(spare, 0, m) : new Uint32Array(m);
  let nextLo = room ? new Uint32Array(spare, 4 * m, m) : new Uint32Array(m);
  let nextIds: Uint32Array | null = null;
  let srcHi = hi;
  let srcLo = lo;
  let srcIds = ids;
  for (let d = 0; d < digits; d++) {
    const base = d * size;
    if (!toOffsets(counts, base, size, m)) continue;
    nextIds ??= new Uint32Array(m);
    movePass(d * width, size - 1, counts, base, srcHi, srcLo, srcIds, nextHi, nextLo, nextIds);
    [srcHi, nextHi] = [nextHi, srcHi];
    [srcLo, nextLo] = [nextLo, srcLo];
    [srcIds, nextIds] = [nextIds, srcIds];
  }
  sortRunsByLow(srcHi, srcLo, srcIds);
  if (srcIds !== ids) ids.set(srcIds);
  markEqualKeys(srcHi, srcLo, fresh);
}

/** One stable radix pass over the high words: each key (and its id) moved to its digit's next place. */
function movePass(shift: number, mask: number, counts: Uint32Array, base: number, hi: Uint32Array, lo: Uint32Array, ids: Uint32Array, nextHi: Uint32Array, nextLo: Uint32Array, nextIds: Uint32Array): void {
  const m = ids.length;
  for (let p = 0; p < m; p++) {
    const h = hi[p]!;
    const at = counts[base + ((h >>> shift) & mask)]!++;
    nextHi[at] = h;
    nextLo[at] = lo[p]!;
    nextIds[at] = ids[p]!;
  }
}

/** Orders each run of equal high words by the low words, `ids` alongside. */
function sortRunsByLow(hi: Uint32Array, lo: Uint32Array, ids: Uint32Array): void {
  const m = hi.length;
  let start = 0;
  for (let p = 1; p <= m; p++) {
    if (p < m && hi[p] === hi[start]) continue;
    if (p - start > 1) sortRun(lo, ids, start, p);
    start = p;
  }
}

/** Orders `lo[from, to)` with `ids` alongside: insertion sort for a few, else the engine's sort of each low word packed with its place. */
function sortRun(lo: Uint32Array, ids: Uint32Array, from: number, to: number): void {
  const k = to - from;
  if (k <= SMALL_RUN) {
    for (let i = from + 1; i < to; i++) {
      const key = lo[i]!;
      const id = ids[i]!;
      let j = i - 1;
      for (; j >= from && lo[j]! > key; j--) {
        lo[j + 1] = lo[j]!;
        ids[j + 1] = ids[j]!;
      }
      lo[j + 1] = key;
      ids[j + 1] = id;
    }
    return;
  }
  const places = new Float64Array(k);
  const runIds = ids.slice(from, to);
  if (k < PLACES) {
    // a low word and its place in one exact integer: low · 2^21 + place
    for (let i = 0; i < k; i++) places[i] = lo[from + i]! * PLACES + i;
    places.sort();
    for (let i = 0; i < k; i++) places[i] = places[i]! % PLACES;
  } else {
    const order = Array.from({ length: k }, (_, i) => i).sort((a, b) => lo[from + a]! - lo[from + b]!);
    places.set(order);
  }
  const runLo = lo.slice(from, to);
  for (let i = 0; i < k; i++) {
    lo[from + i] = runLo[places[i]!]!;
    ids[from + i] = runIds[places[i]!]!;
  }
}

/** fresh[p] = 1 where the sorted keys change (equal keys are equal texts), else 0. */
function markEqualKeys(hi: Uint32Array, lo: Uint32Array, fresh: Uint8Array): void {
  fresh[0] = 1;
  for (let p = 1; p < fresh.length; p++) fresh[p] = hi[p] === hi[p - 1] && lo[p] === lo[p - 1] ? 0 : 1;
}

/**
 * A column's tokens: the trie of their units (node 0 the root; the child of node v by dense unit d at
 * trie[(v << shift) | d], 0 for none; a node's row as wide as the dense units met so far need, up to MAX_UNITS),
 * the token id of each node a token ends at, and every cut text's token ids one after the other in `seq`.
 */
class Tokens {
  trie = new Uint16Array(256 << 4);
  shift = 4;
  nodes = 1;
  /** Each character's dense unit, plus SEPARATOR when it starts a token (UNSEEN: not met yet, DIGIT: a digit, NO_UNIT: none). */
  readonly denseOf = new Int16Array(UNIT_OF.length).fill(UNSEEN);
  readonly denseOfUnit = new Int16Array(256).fill(-1);
  readonly unitOfDense = new Uint8Array(MAX_UNITS);
  units = 0;
  /** Distinct tokens met (set by `rank`). */
  count = 0;
  seq: Uint16Array;
  /** Where the next token goes in `seq`. */
  at = 0;
  /** The most tokens of one text. */
  longest = 0;

  /** `room`: how many tokens `seq` has room for at first (a text of length l has at most l / 2 + 1). */
  constructor(room: number) {
    this.denseOf.fill(DIGIT, ZERO, NINE + 1);
    this.seq = new Uint16Array(room + 64);
  }

  /**
   * Appends the tokens of `text` to `seq` (each as the trie node it ends at): KEYED, OTHER (a character without a
   * unit: `seq` unchanged), or GIVE_UP (too many nodes or units). The loop over the characters has no branch that
   * depends on the text: a token ends where a separator follows a word unit, and each step writes the node at `at`
   * and moves `at` on by that (0 or 1).
   */
  cut(original: string): number {
    const denseOf = this.denseOf;
    let trie = this.trie;
    let shift = this.shift;
    let text = original;
    let length = text.length;
    const start = this.at;
    if (start + (length >> 1) + 2 > this.seq.length && !this.growSeq(start + (length >> 1) + 2)) return GIVE_UP;
    const seq = this.seq;
    let at = start;
    let node = 0;
    let word = 0; // 1 after a word unit
    // a plain text's characters from UNIT_BASE on have no unit (they are a unit string's)
    let limit = UNIT_BASE;
    for (let p = 0; p < length; p++) {
      const c = text.charCodeAt(p);
      let e = c < limit ? denseOf[c]! : NO_UNIT;
      if (e < 0) {
        if (e === DIGIT) {
          // digit runs compare by value: start the text over from its unit string
          const units = unitText(original);
          if (units === null) return OTHER;
          if (start + (units.length >> 1) + 2 > this.seq.length) return this.growSeq(start + (units.length >> 1) + 2) ? this.cut(original) : GIVE_UP;
          text = units;
          length = text.length;
          limit = UNIT_OF.length;
          at = start;
          node = 0;
          word = 0;
          p = -1;
          continue;
        }
        if (e === NO_UNIT) return OTHER;
        e = this.learn(c);
        if (e === NO_UNIT) return OTHER;
        if (e === TOO_MANY) return GIVE_UP;
        trie = this.trie;
        shift = this.shift;
      }
      const separator = e >> SEPARATOR_BIT;
      const end = separator & word; // a word's token ends here
      seq[at] = node;
      at += end;
      node &= end - 1;
      word = separator ^ 1;
      const slot = (node << shift) | (e & (SEPARATOR - 1));
      let next = trie[slot]!;
      if (next === 0) {
        next = this.addNode(slot);
        if (next < 0) return GIVE_UP;
        trie = this.trie;
      }
      node = next;
    }
    if (node !== 0) seq[at++] = node;
    if (at - start > this.longest) this.longest = at - start;
    this.at = at;
    return KEYED;
  }

  /** The `denseOf` entry of character `c` met for the first time: NO_UNIT, TOO_MANY, or its dense unit (a new one, widening the trie rows when they are full). */
  learn(c: number): number {
    const u = UNIT_OF[c]!;
    if (u === 0) return (this.denseOf[c] = NO_UNIT);
    let d = this.denseOfUnit[u]!;
    if (d < 0) {
      if (this.units === MAX_UNITS) return TOO_MANY;
      d = this.denseOfUnit[u] = this.units;
      this.unitOfDense[this.units++] = u;
      if (this.units > 1 << this.shift) this.widen();
    }
    return (this.denseOf[c] = u < WORD ? d | SEPARATOR : d);
  }

  /** Doubles the width of every trie row. */
  widen(): void {
    const shift = this.shift + 1;
    const wider = new Uint16Array((this.trie.length >> this.shift) << shift);
    for (let v = 0; v < this.nodes; v++) wider.set(this.trie.subarray(v << this.shift, (v + 1) << this.shift), v << shift);
    this.trie = wider;
    this.shift = shift;
  }

  /** A new node as the child at `slot`, or -1 past MAX_NODES. */
  addNode(slot: number): number {
    if (this.nodes === MAX_NODES) return -1;
    const node = this.nodes++;
    if ((node + 1) << this.shift > this.trie.length) {
      const bigger = new Uint16Array(this.trie.length * 2);
      bigger.set(this.trie);
      this.trie = bigger;
    }
    this.trie[slot] = node;
    return node;
  }

  /** Room for `size` token ids in `seq`; false past 2^31. */
  growSeq(size: number): boolean {
    if (size > 2 ** 31) return false;
    const bigger = new Uint16Array(Math.max(2 * this.seq.length, size));
    bigger.set(this.seq.subarray(0, this.at));
    this.seq = bigger;
    return true;
  }

  /**
   * Each node's rank among the nodes a token ends at (1…count; 0 is a text's end), by walking the trie's children in
   * unit order: a node before the nodes below it (a prefix first).
   */
  rank(): Uint16Array {
    const ends = new Uint8Array(this.nodes);
    markNodes(this.seq, this.at, ends);
    const byUnit = Array.from(this.unitOfDense.subarray(0, this.units).keys()).sort((a, b) => this.unitOfDense[a]! - this.unitOfDense[b]!);
    const rank = new Uint16Array(this.nodes);
    let next = 0;
    const stack = [0];
    while (stack.length > 0) {
      const v = stack.pop()!;
      if (ends[v] === 1) rank[v] = ++next;
      for (let k = byUnit.length - 1; k >= 0; k--) {
        const child = this.trie[(v << this.shift) | byUnit[k]!]!;
        if (child !== 0) stack.push(child);
      }
    }
    this.count = next;
    return rank;
  }
}

/** ends[v] = 1 for each node in `seq[0, at)`. */
function markNodes(seq: Uint16Array, at: number, ends: Uint8Array): void {
  for (let k = 0; k < at; k++) ends[seq[k]!] = 1;
}
