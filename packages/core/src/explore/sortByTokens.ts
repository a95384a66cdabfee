import { UNIT_BASE, UNIT_OF, unitText } from './collationKey.js';
import { sortByUnits } from './sortByUnits.js';

/** Trie nodes a column may grow before its texts are sorted whole instead (codes, e-mail addresses: no repeated words). */
const MAX_NODES = 16_384;
/** Distinct units a column's tokens may use: each trie node has this many children. */
const WIDTH = 128;
/** Units below this (spaces, punctuation, symbols) start a token; from it on (digits, letters) they continue one. */
const WORD = UNIT_OF['0'.charCodeAt(0)]!;
const ZERO = 48;
const NINE = 57;
const SEPARATOR = 128;
const DIGIT = -3;
const NONE = -2;

/** Texts in a sorted order: `order` (the sortable texts' indexes), `fresh` (1 where a run of equal texts starts), `others` (texts left to the collator). */
export interface SortedTexts {
  order: Uint32Array;
  fresh: Uint8Array;
  others: number[];
}

/**
 * Sorts texts made of repeated words by their words: each text's collation units (`UNIT_OF`, digit runs as
 * `unitText` writes them) are cut into tokens — a run of units below WORD (spaces, punctuation) and the run of
 * units from WORD on after it — found in a trie of the column's tokens (one table read per character, no
 * hashing, no strings made), the distinct tokens (a few dozen in a column of notes) are ranked by walking the
 * trie, and the texts are sorted by their sequences of token ranks, four to a radix key when there are fewer
 * than 256 tokens. The order is the order of the units: where two texts first differ, either both tokens go
 * on there (and compare there), or one token stops — at a unit below WORD where the other has one from WORD
 * on, or at the text's end — and is a prefix of the other, so smaller, as its units are. Texts the units do
 * not cover (other scripts) are left in `others`. Null when the tokens outgrow MAX_NODES trie nodes or use
 * more than WIDTH distinct units: no repeated words to gain from.
 *
 * @example
 * sortByTokens(['late box', 'box', 'Late, box']); // order [1, 0, 2] (' ' sorts before ','), fresh [1, 1, 1]
 */
export function sortByTokens(texts: readonly string[]): SortedTexts | null {
  const n = texts.length;
  const keyed = new Uint32Array(n);
  let keyedCount = 0;
  const others: number[] = [];
  const from = new Int32Array(n);
  const to = new Int32Array(n);
  let seq = new Uint16Array(4 * n + 64);
  let at = 0;
  // the trie: node 0 is the root, child of node v by dense unit d at trie[v * WIDTH + d] (0: none)
  let trie = new Int32Array(256 * WIDTH);
  let nodes = 1;
  // each character's dense unit, plus SEPARATOR when it starts a token (-1: not met yet, DIGIT: a digit, NONE: no unit)
  const denseOf = new Int16Array(UNIT_OF.length).fill(-1);
  denseOf.fill(DIGIT, ZERO, NINE + 1);
  const dense = new Int16Array(256).fill(-1);
  const unitOfDense = new Uint8Array(WIDTH);
  let units = 0;
  let longest = 0;
  const tokenOf = new Int32Array(MAX_NODES).fill(-1);
  let tokens = 0;
  for (let i = 0; i < n; i++) {
    let text = texts[i]!;
    let length = text.length;
    if (at + length + 1 > seq.length) {
      const bigger = new Uint16Array(Math.max(2 * seq.length, at + length + 1));
      bigger.set(seq.subarray(0, at));
      seq = bigger;
    }
    const start = at;
    let p = 0;
    let node = 0;
    let inWord = false;
    // a plain text's characters from UNIT_BASE on have no unit (they are a unit string's)
    let limit = UNIT_BASE;
    while (p < length) {
      const c = text.charCodeAt(p);
      let e = c < limit ? denseOf[c]! : NONE;
      if (e === DIGIT) {
        // digit runs compare by value: start the text over from its unit string
        const unitString = unitText(text);
        if (unitString === null) break;
        text = unitString;
        length = text.length;
        limit = UNIT_OF.length;
        at = start;
        p = 0;
        node = 0;
        inWord = false;
        if (at + length + 1 > seq.length) {
          const bigger = new Uint16Array(Math.max(2 * seq.length, at + length + 1));
          bigger.set(seq.subarray(0, at));
          seq = bigger;
        }
        continue;
      }
      if (e < 0) {
        const u = e === -1 ? UNIT_OF[c]! : 0;
        if (u === 0) break; // not covered by collation units
        let d = dense[u]!;
        if (d < 0) {
          if (units === WIDTH) return null;
          d = dense[u] = units;
          unitOfDense[units++] = u;
        }
        e = denseOf[c] = u < WORD ? d | SEPARATOR : d;
      }
      if (e >= SEPARATOR) {
        if (inWord) {
          // a token ends here
          let t = tokenOf[node]!;
          if (t < 0) tokenOf[node] = t = tokens++;
          seq[at++] = t;
          node = 0;
          inWord = false;
        }
      } else inWord = true;
      const slot = node * WIDTH + (e & (SEPARATOR - 1));
      let next = trie[slot]!;
      if (next === 0) {
        if (nodes === MAX_NODES) return null;
        next = nodes++;
        if ((next + 1) * WIDTH > trie.length) {
          const bigger = new Int32Array(trie.length * 2);
          bigger.set(trie);
          trie = bigger;
        }
        trie[slot] = next;
      }
      node = next;
      p++;
    }
    if (p < length) {
      // a unit string that could not be made, or a character without a unit
      at = start;
      others.push(i);
      continue;
    }
    if (node !== 0) {
      let t = tokenOf[node]!;
      if (t < 0) tokenOf[node] = t = tokens++;
      seq[at++] = t;
    }
    from[i] = start;
    to[i] = at;
    if (at - start > longest) longest = at - start;
    keyed[keyedCount++] = i;
  }
  // rank the tokens by walking the trie children in unit order: a node before the nodes below it (a prefix first)
  const byUnit = Array.from(unitOfDense.subarray(0, units).keys()).sort((a, b) => unitOfDense[a]! - unitOfDense[b]!);
  const rank = new Uint16Array(tokens);
  let next = 0;
  const stack = [0];
  while (stack.length > 0) {
    const v = stack.pop()!;
    const t = tokenOf[v]!;
    if (t >= 0) rank[t] = ++next; // 1…tokens: 0 is a text's end
    for (let k = byUnit.length - 1; k >= 0; k--) {
      const child = trie[v * WIDTH + byUnit[k]!]!;
      if (child !== 0) stack.push(child);
    }
  }
  const order = keyed.subarray(0, keyedCount);
  const fresh = new Uint8Array(keyedCount);
  if (!sortByKey64(order, fresh, rank, tokens, seq, from, to, longest)) {
    for (let k = 0; k < at; k++) seq[k] = rank[seq[k]!]!;
    sortByUnits(order, fresh, seq, from, to);
  }
  return { order, fresh, others };
}

/**
 * When every text's token ranks fit one 64-bit key beside its index (b bits a token, b = bits of the top rank;
 * the key left-aligned, so a shorter text with the same tokens is smaller, and at most 53 bits, exact in a
 * double while it is built), sorts `order` by those keys with the engine's native sort of a BigUint64Array
 * (key high, text index low), marks equal keys — equal texts — in `fresh`, and returns true.
 */
function sortByKey64(order: Uint32Array, fresh: Uint8Array, rank: Uint16Array, tokens: number, seq: Uint16Array, from: Int32Array, to: Int32Array, longest: number): boolean {
  const m = order.length;
  let indexBits = 1;
  for (let i = 0; i < m; i++) while (order[i]! >= 2 ** indexBits) indexBits++;
  let b = 1;
  while (2 ** b <= tokens) b++;
  const keyBits = Math.min(53, 64 - indexBits);
  if (longest * b > keyBits || indexBits > 32) return false;
  const packed = new BigUint64Array(m);
  const words = new Uint32Array(packed.buffer);
  const little = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
  const H = little ? 1 : 0;
  const lowBits = 32 - indexBits; // key bits in the low word, above the index
  const tokenScale = 2 ** b;
  const lowScale = 2 ** lowBits;
  for (let p = 0; p < m; p++) {
    const id = order[p]!;
    const start = from[id]!;
    const end = to[id]!;
    let key = 0;
    for (let k = start; k < end; k++) key = key * tokenScale + rank[seq[k]!]!;
    key *= 2 ** (64 - indexBits - (end - start) * b); // a power of two: exact
    const low = key % lowScale;
    words[2 * p + H] = (key - low) / lowScale;
    words[2 * p + 1 - H] = (low * 2 ** indexBits + id) >>> 0;
  }
  packed.sort();
  const indexMask = indexBits === 32 ? 0xffffffff : 2 ** indexBits - 1;
  let previousHigh = -1;
  let previousLow = -1;
  for (let p = 0; p < m; p++) {
    const high = words[2 * p + H]!;
    const lowWord = words[2 * p + 1 - H]!;
    order[p] = (lowWord & indexMask) >>> 0;
    const low = indexBits === 32 ? 0 : lowWord >>> indexBits;
    fresh[p] = high === previousHigh && low === previousLow ? 0 : 1;
    previousHigh = high;
    previousLow = low;
  }
  return true;
}
