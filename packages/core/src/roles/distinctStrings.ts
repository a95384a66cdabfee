import type { DistinctCount } from './distinctPairs.js';

/**
 * Counts distinct non-empty strings (like `distinctPairs` for text); stops once more than `cap` are seen.
 * `codes`, when given, receives each row's key number as a float (NaN for empty or unread rows), so the
 * codes can be paired with times in `distinctPairs`. Internal to roles/.
 *
 * @example
 * distinctStrings(['a', '', 'a', 'b'], 100).distinct; // 2
 */
export function distinctStrings(values: readonly string[], cap: number, codes?: Float64Array): DistinctCount {
  const ids = new Map<string, number>();
  let nonEmpty = 0;
  codes?.fill(NaN);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v === '') continue;
    nonEmpty++;
    let id = ids.get(v);
    if (id === undefined) {
      if (ids.size === cap) return { distinct: cap + 1, scanned: i + 1, nonEmpty };
      id = ids.size;
      ids.set(v, id);
    }
    if (codes) codes[i] = id;
  }
  return { distinct: ids.size, scanned: values.length, nonEmpty };
}
