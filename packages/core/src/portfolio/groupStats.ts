/**
 * Running statistics of one group's values (Welford), of the halves of its own range (`earlier…`, `later…`)
 * and its sums over the halves of the whole range (`wholeEarlierSum`, `wholeLaterSum`: an additive group's totals).
 */
export interface GroupStats {
  count: number;
  mean: number;
  m2: number;
  minT: number;
  maxT: number;
  earlierSum: number;
  earlierCount: number;
  laterSum: number;
  laterCount: number;
  wholeEarlierSum: number;
  wholeLaterSum: number;
}

/**
 * An empty accumulator for `generatePortfolio`.
 *
 * @example
 * groupStats().count; // 0
 */
export function groupStats(): GroupStats {
  return { count: 0, mean: 0, m2: 0, minT: Infinity, maxT: -Infinity, earlierSum: 0, earlierCount: 0, laterSum: 0, laterCount: 0, wholeEarlierSum: 0, wholeLaterSum: 0 };
}

/**
 * Two accumulators combined (Chan et al.'s parallel variance), for the 'Other' asset.
 *
 * @example
 * mergeGroupStats(a, b).count === a.count + b.count; // true
 */
export function mergeGroupStats(a: GroupStats, b: GroupStats): GroupStats {
  const count = a.count + b.count;
  const delta = b.mean - a.mean;
  return {
    count,
    mean: count === 0 ? 0 : a.mean + (delta * b.count) / count,
    m2: count === 0 ? 0 : a.m2 + b.m2 + (delta * delta * a.count * b.count) / count,
    minT: Math.min(a.minT, b.minT),
    maxT: Math.max(a.maxT, b.maxT),
    earlierSum: a.earlierSum + b.earlierSum,
    earlierCount: a.earlierCount + b.earlierCount,
    laterSum: a.laterSum + b.laterSum,
    laterCount: a.laterCount + b.laterCount,
    wholeEarlierSum: a.wholeEarlierSum + b.wholeEarlierSum,
    wholeLaterSum: a.wholeLaterSum + b.wholeLaterSum,
  };
}
