import type { AssetInput, Portfolio, PortfolioEditResult } from './types.js';
import { editedPortfolio } from './holdingEvidence.js';
import { parseAmount } from './parseAmount.js';
import { withAllocations } from './withAllocations.js';

/**
 * Adds an asset (spec app.md §5): symbol, name, quantity and price are all required
 * and non-zero, else `{ ok: false, code: 'ASSET_FIELDS_REQUIRED' }` (the app shows
 * 'Please fill in all asset fields'). Quantity and price are read as numbers
 * (non-numeric → 0) and must not be negative; the symbol is trimmed and upper-cased.
 * The new asset has change 0; every allocation is recomputed. The input is not mutated.
 *
 * @example
 * addAsset(p, { symbol: 'abc', name: 'Abc Corp', quantity: '10', price: '2.5' });
 * // { ok: true, portfolio: { …, assets: [..., { symbol: 'ABC', value: 25, … }] } }
 */
export function addAsset(portfolio: Portfolio, input: AssetInput): PortfolioEditResult {
  const symbol = input.symbol.trim().toUpperCase();
  const name = input.name.trim();
  const quantity = parseAmount(input.quantity);
  const price = parseAmount(input.price);
  if (symbol === '' || name === '' || !(quantity > 0) || !(price > 0)) return { ok: false, code: 'ASSET_FIELDS_REQUIRED' };
  const assets = withAllocations([
    ...portfolio.assets,
    { symbol, name, quantity, price, value: 0, allocation: 0, change: 0, changePercent: 0 },
  ]);
  return { ok: true, portfolio: editedPortfolio(portfolio, assets) };
}
