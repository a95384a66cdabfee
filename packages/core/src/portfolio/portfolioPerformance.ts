import { mean } from 'd3-array';
import { round } from '../stats/round.js';
import type { Asset } from './types.js';

/**
 * Spec app.md §3: performance = average of the assets' changePercent, 0 with no
 * assets (2 decimals).
 *
 * @example
 * portfolioPerformance([{ …a, changePercent: 10 }, { …b, changePercent: -4 }]); // 3
 */
export function portfolioPerformance(assets: readonly Asset[]): number {
  return round(mean(assets, (a) => a.changePercent) ?? 0, 2);
}
