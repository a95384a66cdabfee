import { DEFAULT_RISK_SCORE } from '../constants.js';
import { portfolioPerformance } from './portfolioPerformance.js';
import type { Asset, Portfolio } from './types.js';
import { withAllocations } from './withAllocations.js';

/**
 * The fixed fallback portfolio (spec app.md §9): five assets totalling 100000,
 * risk_score 5. Always the same value.
 *
 * @example
 * samplePortfolio().total_value; // 100000
 */
export function samplePortfolio(): Portfolio {
  const a = (symbol: string, name: string, quantity: number, price: number, change: number, changePercent: number): Asset => ({
    symbol,
    name,
    quantity,
    price,
    value: 0,
    allocation: 0,
    change,
    changePercent,
  });
  const assets = withAllocations([
    a('TECH', 'Technology Fund', 100, 250, 5, 2.04),
    a('HLTH', 'Healthcare Fund', 200, 100, 1.5, 1.52),
    a('ENRG', 'Energy Fund', 150, 100, -2, -1.96),
    a('FINA', 'Financials Fund', 250, 80, 0.8, 1.01),
    a('CONS', 'Consumer Fund', 400, 50, -0.25, -0.5),
  ]);
  return {
    id: 'portfolio-sample',
    name: 'Sample Portfolio',
    description: 'Sample portfolio shown when the data has no category and value columns',
    total_value: assets.reduce((t, x) => t + x.value, 0),
    performance: portfolioPerformance(assets),
    risk_score: DEFAULT_RISK_SCORE,
    assets,
    isCustomizable: true,
  };
}

/**
 * Whether a portfolio is the unedited sample — made up, not computed from any data — so a report
 * says the data gave no portfolio rather than describing five invented funds. Once the user adds,
 * removes or changes an asset they are their own holdings.
 *
 * @example
 * isSamplePortfolio(samplePortfolio()); // true
 */
export function isSamplePortfolio(p: Portfolio): boolean {
  const sample = samplePortfolio();
  return (
    p.id === sample.id &&
    p.assets.length === sample.assets.length &&
    p.assets.every((a, i) => a.symbol === sample.assets[i]!.symbol && a.quantity === sample.assets[i]!.quantity && a.price === sample.assets[i]!.price)
  );
}
