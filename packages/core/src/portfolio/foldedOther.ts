import { MAX_PORTFOLIO_ASSETS, OTHER_ASSET_NAME } from './generatePortfolio.js';
import type { Asset, Portfolio } from './types.js';

/**
 * The asset `generatePortfolio` folds the groups beyond the MAX_PORTFOLIO_ASSETS largest into (always the last,
 * named OTHER_ASSET_NAME), if the portfolio has one. It is no group: never "the largest share" or "the highest mean"
 * (flights-airport.csv's 'Other' held 66% of the flights as the sum of hundreds of airports).
 *
 * @example
 * foldedOther(generatePortfolio(flights))?.name; // 'Other'
 */
export function foldedOther(portfolio: Portfolio): Asset | undefined {
  const last = portfolio.assets[MAX_PORTFOLIO_ASSETS];
  return portfolio.assets.length === MAX_PORTFOLIO_ASSETS + 1 && last?.name === OTHER_ASSET_NAME ? last : undefined;
}
