import type { Portfolio, PortfolioEditResult } from './types.js';
import { editedPortfolio } from './holdingEvidence.js';
import { withAllocations } from './withAllocations.js';

/**
 * Removes the asset at `index` (spec app.md §4, toast 'Asset removed' in the app);
 * the remaining allocations are recomputed. An index outside the list gives
 * `{ ok: false, code: 'ASSET_INDEX_OUT_OF_RANGE' }`. The input is not mutated.
 *
 * @example
 * removeAsset(p, 1).ok; // true
 */
export function removeAsset(portfolio: Portfolio, index: number): PortfolioEditResult {
  if (!Number.isInteger(index) || portfolio.assets[index] === undefined) return { ok: false, code: 'ASSET_INDEX_OUT_OF_RANGE' };
  const assets = withAllocations(portfolio.assets.filter((_, i) => i !== index));
  return { ok: true, portfolio: editedPortfolio(portfolio, assets) };
}
