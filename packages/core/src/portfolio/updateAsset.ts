import type { Portfolio, PortfolioEditResult } from './types.js';
import { editedPortfolio } from './holdingEvidence.js';
import { parseAmount } from './parseAmount.js';
import { withAllocations } from './withAllocations.js';

/**
 * Edits the quantity and/or price of the asset at `index` (spec app.md §4); value and
 * every allocation are recomputed. Values are read as numbers (non-numeric → 0, a
 * negative → 0: the inputs' minimum). An index outside the list gives
 * `{ ok: false, code: 'ASSET_INDEX_OUT_OF_RANGE' }`. The input is not mutated.
 *
 * @example
 * updateAsset(p, 0, { quantity: '20' }); // asset 0 now 20 × its price
 */
export function updateAsset(
  portfolio: Portfolio,
  index: number,
  patch: { readonly quantity?: number | string; readonly price?: number | string },
): PortfolioEditResult {
  const current = portfolio.assets[index];
  if (!Number.isInteger(index) || current === undefined) return { ok: false, code: 'ASSET_INDEX_OUT_OF_RANGE' };
  const edited = {
    ...current,
    quantity: patch.quantity === undefined ? current.quantity : Math.max(0, parseAmount(patch.quantity)),
    price: patch.price === undefined ? current.price : Math.max(0, parseAmount(patch.price)),
  };
  const assets = withAllocations(portfolio.assets.map((a, i) => (i === index ? edited : a)));
  return { ok: true, portfolio: editedPortfolio(portfolio, assets) };
}
