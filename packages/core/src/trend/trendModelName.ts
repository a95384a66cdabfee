import type { TrendModel } from './types.js';

/**
 * A model in words, for insights and the screen.
 *
 * @example
 * trendModelName({ method: 'holt-winters', trend: true, phi: 0.9, seasonPeriod: 12, … }); // 'Holt-Winters with a damped trend and a season of 12'
 */
export function trendModelName(model: Pick<TrendModel, 'method' | 'trend' | 'phi' | 'seasonPeriod'>): string {
  const trend = model.trend ? (model.phi < 1 ? 'a damped trend' : 'a linear trend') : '';
  switch (model.method) {
    case 'naive':
      return 'naive (the last value)';
    case 'seasonal-naive':
      return `seasonal naive (the value ${model.seasonPeriod} periods earlier)`;
    case 'smoothing':
      return trend ? `exponential smoothing with ${trend}` : 'simple exponential smoothing';
    case 'holt-winters':
      return `Holt-Winters with ${trend ? `${trend} and ` : ''}a season of ${model.seasonPeriod}`;
  }
}
