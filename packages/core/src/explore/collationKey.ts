import { compareText } from './compareText.js';

/**
 * Primary weight (1…255) of each character below FIRST_UNHANDLED in `compareText` order, 0 = not handled
 * here: printable ASCII, tab, CR and LF, and the Latin letters with accents that the collator reads as
 * their base letter ('é' as 'e').
 */
const WEIGHTS = collationWeights();
const FIRST_UNHANDLED = WEIGHTS.length;
const ZERO = 48;
const NINE = 57;
/** A digit run starts with the weight of '0' (every digit run, whatever its first digit). */
const DIGIT_RUN = WEIGHTS[ZERO]!;
/** Digit runs longer than this (leading zeros aside) are left to the collator. */
const MAX_RUN = 200;
let scratch = new Uint8Array(256);
/** Unit strings (`unitText`) hold unit u as the character UNIT_BASE + u, above every character a plain text may hold. */
export const UNIT_BASE = FIRST_UNHANDLED;
/**
 * The collation unit of a character (1…255), for plain texts (`textKind` 0: each character below UNIT_BASE is its
 * weight) and unit strings alike (UNIT_BASE + u is u).
 */
export const UNIT_OF: Uint8Array = unitTable();

/**
 * The collation units of `text` as a string of characters UNIT_BASE + unit (read back with `UNIT_OF`), or null
 * for a text `writeCollationUnits` does not handle.
 *
 * @example
 * Array.from(unitText('a 7')!, (ch) => UNIT_OF[ch.charCodeAt(0)]); // weights of 'a' and ' ', then the '0' weight, 1, 55
 */
export function unitText(text: string): string | null {
  if (scratch.length < text.length * 2 + 2) scratch = new Uint8Array(text.length * 2 + 2);
  const n = writeCollationUnits(text, scratch, 0);
  if (n < 0) return null;
  let key = '';
  for (let at = 0; at < n; at++) key += String.fromCharCode(UNIT_BASE + scratch[at]!);
  return key;
}

/**
 * Writes the collation units of `text` into `units` from `at` and returns where they end, or -1 for a
 * text this shortcut does not handle (a character other than tab, CR, LF, printable ASCII and accented
 * Latin letters, or a run of more than 200 digits); `units` needs room for `2 * text.length + 2`.
 * Each character becomes its primary weight, read from the collator itself at load time ('a', 'A' and
 * 'á' share one); a run of digits becomes the weight of '0', its length without leading zeros, then its
 * digits, so runs compare by numeric value as the collator's `numeric` option does. Every unit is 1…255,
 * so comparing two texts' units byte by byte, a text that ends first being smaller, is `compareText`'s
 * order, and equal units are texts that compare equal (a property test holds the two to each other).
 *
 * @example
 * const units = new Uint8Array(16);
 * writeCollationUnits('Item 10', units, 0); // 9: the units of 'i', 't', 'e', 'm', ' ', then '0'-weight, 2, '1', '0'
 */
export function writeCollationUnits(text: string, units: Uint8Array, at: number): number {
  const length = text.length;
  let n = at;
  for (let i = 0; i < length; ) {
    const c = text.charCodeAt(i);
    const w = c < FIRST_UNHANDLED ? WEIGHTS[c]! : 0;
    if (w === 0) return -1;
    if (c < ZERO || c > NINE) {
      units[n++] = w;
      i++;
      continue;
    }
    let end = i + 1;
    while (end < length) {
      const d = text.charCodeAt(end);
      if (d < ZERO || d > NINE) break;
      end++;
    }
    let first = i;
    while (first < end - 1 && text.charCodeAt(first) === ZERO) first++;
    if (end - first > MAX_RUN) return -1;
    units[n++] = DIGIT_RUN;
    units[n++] = end - first; // 1…200, only ever compared with another run's length
    for (let k = first; k < end; k++) units[n++] = text.charCodeAt(k);
    i = end;
  }
  return n;
}

/**
 * A string whose plain code-unit order is `compareText`'s order (equal keys ⇔ texts that compare equal),
 * or null for a text `writeCollationUnits` does not handle: its collation units as characters.
 *
 * @example
 * collationKey('Item 10')! > collationKey('item 2')!; // true
 */
export function collationKey(text: string): string | null {
  if (scratch.length < text.length * 2 + 2) scratch = new Uint8Array(text.length * 2 + 2);
  const n = writeCollationUnits(text, scratch, 0);
  if (n < 0) return null;
  let key = '';
  for (let at = 0; at < n; at += 8192) key += String.fromCharCode.apply(null, scratch.subarray(at, Math.min(n, at + 8192)) as unknown as number[]);
  return key;
}

function unitTable(): Uint8Array {
  const table = new Uint8Array(UNIT_BASE + 256);
  table.set(WEIGHTS);
  for (let u = 0; u < 256; u++) table[UNIT_BASE + u] = u;
  return table;
}

/** Weights of the handled characters, 1 = lowest, characters the collator finds equal sharing one. */
function collationWeights(): Uint8Array {
  const chars: string[] = ['\t', '\n', '\r'];
  for (let c = 0x20; c <= 0x7e; c++) chars.push(String.fromCharCode(c));
  chars.sort(compareText);
  const weights = new Uint8Array(0x250); // through Latin Extended-B
  let weight = 1;
  chars.forEach((ch, k) => {
    if (k > 0 && compareText(chars[k - 1]!, ch) !== 0) weight++;
    weights[ch.charCodeAt(0)] = weight;
  });
  // a precomposed letter whose decomposition is an ASCII letter and combining marks, and which the collator
  // finds equal to that letter, has the letter's weight ('É' = e + acute = 'e'); others ('ß', 'æ', 'ø') stay 0
  for (let c = 0xc0; c < weights.length; c++) {
    const ch = String.fromCharCode(c);
    const decomposed = ch.normalize('NFD');
    const base = decomposed.charCodeAt(0);
    const letter = (base >= 65 && base <= 90) || (base >= 97 && base <= 122);
    if (!letter || !/^.[\u0300-\u036f]+$/.test(decomposed)) continue;
    if (compareText(ch, decomposed[0]!) === 0) weights[c] = weights[base]!;
  }
  return weights;
}
