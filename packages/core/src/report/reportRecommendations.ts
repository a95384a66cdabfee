import { MISSING_EXCELLENT_SHARE } from '../constants.js';
import { kpiStatus } from '../kpi/kpiStatus.js';
import type { Kpi } from '../kpi/types.js';
import { isSamplePortfolio } from '../portfolio/samplePortfolio.js';
import type { Portfolio } from '../portfolio/types.js';
import type { DataQuality } from '../stats/dataQuality.js';
import { formatNumber } from '../stats/formatNumber.js';
import { countOf } from '../text/plural.js';
import type { TrendResult } from '../trend/types.js';
import { trendRecommendations } from '../trend/trendRecommendations.js';
import { kpiComparisonWords, kpiGap } from './kpiSummary.js';
import { isHoldings } from './portfolioSummary.js';

/** An allocation above which the portfolio counts as concentrated (percent). */
export const CONCENTRATION_ALERT = 40;

/**
 * Data-driven recommendations, one per finding, in this order: data quality, KPIs
 * below target (only KPIs with a better direction: wind or rainfall is never "to review"), portfolio concentration (only for holdings, `isHoldings`: no
 * "concentration" advice on weather or costs), anomalies, and planning with the forecast
 * interval — only when the Trend screen's rule recommends the predictions (`trendRecommendations`: a model beat
 * the naive forecast on the backtest), else that the forecast is only the last value carried forward — and its
 * season when one won; "re-run … to refresh the forecast" only when there is a forecast and fewer than three others.
 * A file with no measure (only made-up samples) gets what the step screens advise instead: set a column's role
 * to measure if one holds a quantity.
 *
 * @example
 * reportRecommendations(quality, kpis, portfolio, trend)[0];
 * // 'Fill or remove the 12 empty cells in price (8% of its rows) before relying on its averages.'
 */
export function reportRecommendations(
  quality: DataQuality,
  rows: number,
  kpis: readonly Kpi[],
  portfolio: Portfolio,
  trend: TrendResult,
): string[] {
  const out: string[] = [];
  const worst = [...quality.byColumn].sort((a, b) => b.missing - a.missing)[0];
  if (worst && rows > 0 && worst.missing / rows >= MISSING_EXCELLENT_SHARE)
    out.push(`Fill or remove the ${formatNumber(worst.missing)} empty cells in ${worst.name} (${formatNumber((worst.missing / rows) * 100)}% of its rows) before relying on its averages.`);
  else out.push(`Data quality is ${quality.quality} (${formatNumber(quality.share * 100)}% empty cells); keep collecting it the same way.`);

  // sample KPIs and the sample trend are made up: no advice is drawn from them
  // KPIs with no better direction (wind, rainfall) are compared, never judged: no advice is drawn from them
  const real = kpis.filter((k) => k.column !== undefined);
  // … and KPIs with nothing to compare with (no earlier period, no target) are not judged either
  const judged = real.filter((k) => k.better !== 'none' && k.compared !== false);
  const lagging = judged.map((k) => ({ k, s: kpiStatus(k) })).filter(({ s }) => s.status === 'At Risk' || s.status === 'Behind');
  if (lagging.length > 0)
    out.push(`Review ${lagging.map(({ k, s }) => `${k.name} (${formatNumber(k.current_value)} ${kpiComparisonWords(k)}: ${kpiGap(k)}; ${s.status})`).join(', ')}.`);
  else if (judged.length > 0)
    out.push(
      judged.length === real.length
        ? 'Every KPI is on track against its target; nothing to review there.'
        : 'Every KPI with a better direction and something to compare is on track against its target; the others are not judged.',
    );
  const uncompared = real.filter((k) => k.compared === false);
  // "add a date column" only where there is none: la-riots.csv has dates, too sparse to compare periods (`notCompared`)
  const noTime = uncompared.filter((k) => k.period === undefined && k.notCompared === undefined);
  const dated = uncompared.filter((k) => !noTime.includes(k));
  if (judged.length === 0 && noTime.length > 0)
    out.push(`Set a target for ${noTime.map((k) => k.name).join(', ')}, or add a date column: with nothing to compare ${noTime.length === 1 ? 'it' : 'them'} with, ${noTime.length === 1 ? 'it is' : 'they are'} not judged.`);
  if (judged.length === 0 && dated.length > 0)
    out.push(`Set a target for ${dated.map((k) => k.name).join(', ')}: ${dated.length === 1 ? 'its dates give' : 'their dates give'} no two comparable periods, so ${dated.length === 1 ? 'it is' : 'they are'} not judged.`);

  // concentration is advice about holdings (never rainfall, mean prices or costs), and never about the made-up sample
  const top = [...portfolio.assets].sort((a, b) => b.allocation - a.allocation)[0];
  const holdings = isHoldings(portfolio) && !isSamplePortfolio(portfolio);
  if (holdings && top && top.allocation > CONCENTRATION_ALERT)
    out.push(`Reduce concentration: ${top.name} holds ${formatNumber(top.allocation)}% of the portfolio (risk score ${formatNumber(portfolio.risk_score)}/10).`);
  else if (holdings && top) out.push(`The portfolio is spread out (largest share ${formatNumber(top.allocation)}%, risk score ${formatNumber(portfolio.risk_score)}/10).`);

  const anomalous = trend.isSample ? [] : trend.data.filter((p) => p.anomaly).map((p) => p.period);
  if (anomalous.length > 0)
    out.push(`Investigate the ${countOf(anomalous.length, 'anomalous period')} (${anomalous.slice(0, 5).join(', ')}${anomalous.length > 5 ? ', …' : ''}) for data errors or one-off events.`);

  // the Trend screen's rule (`trendRecommendations`): plan on a forecast only when a model beat the naive one on the backtest
  const last = trend.isSample ? undefined : trend.data[trend.data.length - 1];
  const supported = trend.isSample ? [] : trendRecommendations(trend);
  if (supported.includes('predictions') && last?.predicted && last.lower80 !== undefined && last.upper80 !== undefined)
    out.push(`Plan for ${last.period} with the 80% range ${formatNumber(last.lower80)} to ${formatNumber(last.upper80)} rather than the single forecast ${formatNumber(last.value)}.`);
  else if (last?.predicted && trend.quality)
    out.push(`Do not plan on the forecast for ${last.period}: no model beat repeating the last value on the backtest (MASE ${formatNumber(trend.quality.mase)}), so it is the last value carried forward.`);
  if (supported.includes('seasons') && trend.season && last?.predicted)
    out.push(`Read the forecast with its ${trend.season.name} season (${formatNumber(trend.season.period)} periods) in mind.`);
  // a file with no measure (zipcodes.csv) gave only made-up samples: the one thing to do is the step screens' own
  const nothing = real.length === 0 && trend.isSample;
  if (nothing)
    out.push('If one of its columns does hold a quantity, set that column\'s role to measure and run the analysis again: KPIs, a portfolio and a trend each need a measure.');
  // no forecast, nothing to refresh
  else if (out.length < 3 && last?.predicted) out.push('Re-run the analysis when new data arrives to refresh the forecast.');
  return out;
}
