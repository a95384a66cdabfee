import { DEFAULT_RISK_SCORE } from '../constants.js';
import { isHoldings } from '../report/portfolioSummary.js';
import { round } from '../stats/round.js';
import { portfolioPerformance } from './portfolioPerformance.js';
import type { Portfolio } from './types.js';
import { withAllocations } from './withAllocations.js';

/**
 * 'Save Changes' (spec app.md §4): total_value = Σ asset values, performance =
 * average changePercent (0 with no assets; null stays null — the data had nothing earlier to compare with),
 * risk_score kept when it is a number in
 * 0..10, else 5; name and description from `changes` when given. Returns a new portfolio.
 * Groups of a measure (`isHoldings` false: rainfall by weather, mean price by symbol) keep their figures and
 * stay groups — only the name and description change: recomputing would total and share out means.
 *
 * @example
 * savePortfolio(edited, { name: 'My mix' }).total_value; // sum of the edited values
 * savePortfolio(rainByWeather, { name: 'Rain' }); // the same groups, renamed
 */
export function savePortfolio(
  portfolio: Portfolio,
  changes: { readonly name?: string; readonly description?: string } = {},
): Portfolio {
  const named = { ...portfolio, name: changes.name ?? portfolio.name, description: changes.description ?? portfolio.description };
  if (!isHoldings(portfolio)) return named;
  const assets = withAllocations(portfolio.assets);
  const risk = portfolio.risk_score;
  return {
    ...named,
    assets,
    total_value: round(assets.reduce((t, a) => t + a.value, 0), 2),
    // no earlier figures in the data stay none: an added asset has no earlier price either
    performance: portfolio.performance === null ? null : portfolioPerformance(assets),
    risk_score: Number.isFinite(risk) && risk >= 0 && risk <= 10 ? risk : DEFAULT_RISK_SCORE,
  };
}
