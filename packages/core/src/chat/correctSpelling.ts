import type { Dataset } from '../dataset/types.js';
import { questionIndex } from './questionIndex.js';
import { RELATIVE_TIME_WORDS, SPELLING_WORDS } from './questionWords.js';
import type { QuestionToken } from './tokenizeQuestion.js';

/** A word of the question read as another: "averge" as "average", "APPL" as "AAPL". */
export interface SpellingCorrection {
  /** As written in the question. */
  readonly written: string;
  /** As read: a question word, a word of a column name, or a category value as the data writes it. */
  readonly as: string;
}

/** Words shorter than this are never corrected: "tem" could be too many things. */
const MIN_LENGTH = 4;
const targetsCache = new WeakMap<Dataset, ReadonlyMap<string, string>>();

/** The words a misspelling may be read as (normalized word → how to show it), built once per dataset. */
function spellingTargets(ds: Dataset): ReadonlyMap<string, string> {
  const hit = targetsCache.get(ds);
  if (hit) return hit;
  const index = questionIndex(ds);
  const targets = new Map<string, string>(SPELLING_WORDS.map((w) => [w, w]));
  for (const [words, column] of index.columns) for (const w of words.split(' ')) if (!targets.has(w)) targets.set(w, words === w ? column : w);
  for (const [words, byColumn] of index.values) {
    const label = [...byColumn.values()][0]![0]!;
    for (const w of words.split(' ')) if (!targets.has(w)) targets.set(w, words === w ? label : w);
  }
  for (const w of [...targets.keys()]) if (w.length < MIN_LENGTH || /^\d+$/.test(w)) targets.delete(w);
  targetsCache.set(ds, targets);
  return targets;
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours), stopping early once
 * it exceeds `limit`: "prcie" → "price" is 1.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    [prev2, prev] = [prev, row];
  }
  return prev[b.length]!;
}

/**
 * Reads misspelt words as the one word they are closest to — a question word, a word of a column
 * name or a category value — when that word is unique: one edit for words of up to seven letters,
 * two for longer ones, same first letter, four letters at least. Words whose meaning depends on
 * today ("last", "latest") are never corrected. `unknown`: the positions of the tokens no rule read.
 *
 * @example
 * correctSpelling(stocks, tokenizeQuestion('averge price for APPL'), [0, 3]).corrections;
 * // [{ written: 'averge', as: 'average' }, { written: 'APPL', as: 'AAPL' }]
 */
export function correctSpelling(ds: Dataset, tokens: readonly QuestionToken[], unknown: readonly number[]): { tokens: QuestionToken[]; corrections: SpellingCorrection[] } {
  const targets = spellingTargets(ds);
  const out = [...tokens];
  const corrections: SpellingCorrection[] = [];
  for (const i of unknown) {
    const t = tokens[i]!;
    const w = t.norm;
    // A word of a longer column name alone ("temp" of temp_max) is not a misspelling.
    if (t.kind !== 'word' || w.length < MIN_LENGTH || RELATIVE_TIME_WORDS.has(w) || targets.has(w)) continue;
    const limit = w.length <= 7 ? 1 : 2;
    let best = limit + 1;
    let found: string[] = [];
    for (const target of targets.keys()) {
      if (target[0] !== w[0]) continue;
      const d = editDistance(w, target, Math.min(limit, best));
      if (d < best) [best, found] = [d, [target]];
      else if (d === best && d <= limit) found.push(target);
    }
    if (found.length !== 1) continue;
    out[i] = { ...t, norm: found[0]! };
    corrections.push({ written: t.text, as: targets.get(found[0]!)! });
  }
  return { tokens: out, corrections };
}
