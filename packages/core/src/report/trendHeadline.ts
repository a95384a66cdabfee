import { formatNumber } from '../stats/formatNumber.js';
import { countOf } from '../text/plural.js';
import type { TrendResult } from '../trend/types.js';

/**
 * The trend in one line, as the report and `tallyline analyze` head it. With too little support (`analyzeTrend`
 * withheld the line: no `change`, no forecast, no anomalies) it says that nothing is stated — la-riots.csv's 5 weeks
 * of 83 read 'No clear trend, 0 anomalies', as if a line had been fitted and checked for anomalies; the insights
 * that follow say why.
 *
 * @example
 * trendHeadline(weatherTrend, 'short'); // 'Upward, 3 anomalies'
 * trendHeadline(riotsTrend, 'short');   // 'none stated — too little support for a line, a forecast or anomalies'
 */
export function trendHeadline(trend: TrendResult, form: 'short' | 'sentence'): string {
  if (trend.change === undefined)
    return form === 'short' ? 'none stated — too little support for a line, a forecast or anomalies' : 'No trend, forecast or anomalies are stated.';
  const anomalies = countOf(trend.anomalies, 'anomaly', 'anomalies');
  if (form === 'short') return `${trend.direction}, ${anomalies}`;
  const observed = trend.data.filter((p) => !p.predicted).length;
  const direction = trend.direction === 'No clear trend' ? 'No clear trend' : `${trend.direction} trend`;
  return `${direction} over ${formatNumber(observed)} periods with ${anomalies} and ${formatNumber(trend.data.length - observed)} forecast periods.`;
}
