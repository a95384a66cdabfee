import { distinctPairs } from './distinctPairs.js';
import { count, type RoleDraft } from './roleDraft.js';

/** Share of distinct times under which rows count as several interleaved series (each time repeats). */
const REPEATED_TIMES = 0.8;
/** Share of distinct (key, time) pairs from which a key holds one row per time: one series per key. */
const ONE_ROW_PER_KEY_AND_TIME = 0.95;

/** The column keying interleaved time series, with the evidence. */
export interface SeriesKey {
  readonly index: number;
  readonly reason: string;
}

/**
 * Which category column, if any, splits the rows into several time series along `times`: the times repeat
 * (fewer than 80% distinct), and the column has at most one row per (value, time) for 95% of rows, with at
 * least two rows per value. Among candidates the one with the fewest values wins (stocks.csv: `symbol`,
 * 5 values, each date once per symbol). Internal to roles/.
 *
 * @example
 * detectSeriesKey(drafts, ['symbol', 'date', 'price'], times, 'date')?.index; // 0
 */
export function detectSeriesKey(drafts: readonly RoleDraft[], names: readonly string[], times: Float64Array, timeName: string): SeriesKey | null {
  const candidates = drafts
    .map((d, index) => ({ d, index }))
    .filter(({ d }) => d.role === 'dimension' && d.keys !== null && d.distinct >= 2)
    .sort((a, b) => a.d.distinct - b.d.distinct);
  if (candidates.length === 0) return null;
  const distinctTimes = distinctPairs(times, null, times.length);
  if (distinctTimes.nonEmpty === 0 || distinctTimes.distinct > REPEATED_TIMES * distinctTimes.nonEmpty) return null;
  for (const { d, index } of candidates) {
    const pairs = distinctPairs(d.keys!, times, times.length);
    if (pairs.nonEmpty < 2 * d.distinct || pairs.distinct < ONE_ROW_PER_KEY_AND_TIME * pairs.nonEmpty) continue;
    const name = names[index]!;
    const perKey = count(pairs.nonEmpty / d.distinct);
    return {
      index,
      reason: `each ${timeName} repeats under its ${count(d.distinct)} values, with one row per ${name} and ${timeName} (about ${perKey} rows per ${name}): one time series per ${name}`,
    };
  }
  return null;
}
