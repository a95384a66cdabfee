import type { DateOrder } from '../dataset/types.js';
import { dateOrderEvidence } from './dateOrderEvidence.js';
import { parseDate } from './parseDate.js';

/** Distinct date texts remembered with their value (repeated dates parse once). */
const MAX_CACHED = 65_536;

/** Reads a date column's cells and keeps the day/month evidence of the whole column. Internal to typing/. */
export interface DateReader {
  /** The cell as epoch ms (NaN when not a date) in `order`. */
  read(cell: string, order: DateOrder): number;
  /** The order the evidence supports: the one with more a/b/yyyy texts that only it can read; `current` on a tie. */
  order(current: DateOrder): DateOrder;
  /** Whether a/b/yyyy texts were seen that read both ways, and none that decides. */
  ambiguous(): boolean;
  /** Whether any a/b/yyyy text was seen. */
  slashed(): boolean;
  /** Reads every text again in `order`, rewriting `values` and `invalid` (missing texts are not invalid). */
  reread(texts: readonly string[], values: Float64Array, invalid: Map<number, string>, order: DateOrder, isMissing: (t: string) => boolean): void;
}

/**
 * A date reader with a cache of parsed texts; each new text adds to the day/month tally
 * (see `dateOrderEvidence`), so the order is decided by the whole column, not the first rows.
 *
 * @example
 * const dates = createDateReader();
 * dates.read('01/02/2024', 'DMY'); dates.read('02/13/2024', 'DMY'); // NaN: 13 is no month
 * dates.order('DMY'); // 'MDY'
 */
export function createDateReader(): DateReader {
  let cache = new Map<string, number>();
  let cachedOrder: DateOrder | null = null;
  const tally = { DMY: 0, MDY: 0, either: 0 };
  const read = (cell: string, order: DateOrder): number => {
    if (order !== cachedOrder) {
      cache = new Map();
      cachedOrder = order;
    }
    const hit = cache.get(cell);
    if (hit !== undefined) return hit;
    const v = parseDate(cell, order);
    if (cache.size < MAX_CACHED) {
      cache.set(cell, v);
      const evidence = dateOrderEvidence(cell);
      if (evidence !== null) tally[evidence]++;
    }
    return v;
  };
  return {
    read,
    order: (current) => (tally.MDY > tally.DMY ? 'MDY' : tally.DMY > tally.MDY ? 'DMY' : current),
    ambiguous: () => tally.DMY === 0 && tally.MDY === 0 && tally.either > 0,
    slashed: () => tally.DMY + tally.MDY + tally.either > 0,
    reread(texts, values, invalid, order, isMissing) {
      for (let r = 0; r < texts.length; r++) {
        const text = texts[r]!;
        const v = read(text, order);
        values[r] = v;
        if (v === v || isMissing(text)) invalid.delete(r);
        else invalid.set(r, text);
      }
    },
  };
}
