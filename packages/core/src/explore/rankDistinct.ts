import { collationKey } from './collationKey.js';
import { compareText } from './compareText.js';

/**
 * The rank of each of `texts` (distinct or not) in `compareText` order, texts that compare equal ("a",
 * "A") sharing one, and the highest rank. Through collation keys when every text has one, else
 * through the collator.
 *
 * @example
 * rankDistinct(['b', 'a', 'A']); // { rank: Uint32Array [1, 0, 0], top: 1 }
 */
export function rankDistinct(texts: readonly string[]): { rank: Uint32Array; top: number } {
  const keys: string[] = [];
  for (const t of texts) {
    const key = collationKey(t);
    if (key === null) break;
    keys.push(key);
  }
  const ids = Array.from(texts, (_, i) => i);
  const same: (a: number, b: number) => boolean =
    keys.length === texts.length ? (a, b) => keys[a] === keys[b] : (a, b) => compareText(texts[a]!, texts[b]!) === 0;
  if (keys.length === texts.length) ids.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
  else ids.sort((a, b) => compareText(texts[a]!, texts[b]!));
  const rank = new Uint32Array(texts.length);
  let top = 0;
  ids.forEach((id, k) => {
    if (k > 0 && !same(ids[k - 1]!, id)) top++;
    rank[id] = top;
  });
  return { rank, top };
}
