import { FORECAST_PERIODS, SAMPLE_TREND_PERIODS } from '../constants.js';
import { fitSmoothing } from './fitSmoothing.js';
import { forecastSmoothing } from './forecastSmoothing.js';
import { fitTrendLine } from './fitTrendLine.js';
import { trendDirection } from './trendDirection.js';
import type { TrendPoint, TrendResult } from './types.js';

/** The fixed sample values; points 4 and 9 (1-based) are its two anomalies. */
export const SAMPLE_TREND_VALUES = [1200, 1260, 1310, 1900, 1380, 1440, 1470, 1530, 950, 1610, 1650, 1720] as const;
const SAMPLE_ANOMALIES = new Set([3, 8]);

/**
 * The fallback trend of spec app.md §9: 12 periods ('Period 1' … 'Period 12') with
 * 2 anomalies, plus 5 forecast periods from exponential smoothing fitted to the 12
 * sample values; direction from the line fitted to the other 10 points. Always the same value.
 *
 * @example
 * sampleTrend().anomalies; // 2
 */
export function sampleTrend(): TrendResult {
  const values = SAMPLE_TREND_VALUES.slice(0, SAMPLE_TREND_PERIODS);
  const fit = fitSmoothing(values, { method: 'smoothing', seasonPeriod: 0 });
  const history: TrendPoint[] = values.map((value, i) => ({ period: `Period ${i + 1}`, value, predicted: false, anomaly: SAMPLE_ANOMALIES.has(i) }));
  const forecast: TrendPoint[] = forecastSmoothing(fit, FORECAST_PERIODS).map((f, j) => ({
    period: `Period ${values.length + j + 1}`,
    predicted: true,
    anomaly: false,
    ...f,
  }));
  const data = [...history, ...forecast];
  return {
    data,
    insights: [
      'Sample data: the dataset has no measure to analyse (a number that is not an id, a year or a coordinate).',
      `The sample rose from ${values[0]} (Period 1) to ${values[values.length - 1]} (Period ${values.length}).`,
      '2 anomalies are marked: Period 4 and Period 9.',
    ],
    anomalies: SAMPLE_ANOMALIES.size,
    // the line leaves out the two marked anomalies: they are not the trend
    direction: trendDirection(fitTrendLine(values.filter((_, i) => !SAMPLE_ANOMALIES.has(i)), 0)),
    aggregation: 'sum',
    scale: 'ratio',
    horizon: FORECAST_PERIODS,
    model: { method: fit.method, trend: fit.trend, alpha: fit.alpha, beta: fit.beta, gamma: fit.gamma, phi: fit.phi, seasonPeriod: 0, sigma: fit.sigma },
    season: null,
    backtest: [],
    partial: [],
    isSample: true,
  };
}
