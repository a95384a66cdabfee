import type { TrendDirection } from './types.js';

/**
 * The Trend Direction card from the fitted line (issue 13 departs from spec §2's
 * "sixth-from-last point vs the first point", which turns noise and partial periods into
 * a direction): 'Upward' or 'Downward' when the slope is clear of its uncertainty,
 * otherwise — or with no line (fewer than 3 periods) — 'No clear trend'.
 *
 * @example
 * trendDirection({ slope: -0.4, clear: true }); // 'Downward'
 */
export function trendDirection(line: { readonly slope: number; readonly clear: boolean } | undefined): TrendDirection {
  if (!line || !line.clear) return 'No clear trend';
  return line.slope > 0 ? 'Upward' : 'Downward';
}
