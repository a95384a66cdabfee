import { backtestForecast, type BacktestResult } from './backtestForecast.js';
import { calendarSeasons } from './calendarSeasons.js';
import type { ModelSpec } from './fitSmoothing.js';
import type { BacktestScore, CalendarUnit, TrendSeason } from './types.js';

/** Fewest points the backtest trains on before its first origin (Holt's start uses 5). */
export const MIN_TRAINING = 8;
/** Fewest origins for a backtest worth choosing by; below it the naive forecast is used. */
export const MIN_ORIGINS = 3;
/** A season must cut the best non-seasonal backtest error by at least this share (10%). */
export const SEASON_MARGIN = 0.1;

export interface ModelChoice {
  readonly spec: ModelSpec;
  readonly season: TrendSeason | null;
  /** The chosen model's and the naive model's backtests (absent when too short to backtest). */
  readonly chosen?: BacktestResult;
  readonly naive?: BacktestResult;
  /** Every candidate's score, best first. */
  readonly scores: readonly BacktestScore[];
}

const NAIVE: ModelSpec = { method: 'naive', seasonPeriod: 0 };

/**
 * Chooses the forecast model by a rolling-origin backtest (`backtestForecast`) over the
 * last quarter of the series: origins W = min(⌊n/4⌋, n − h − 7), all candidates on the
 * same origins. Candidates: naive and exponential smoothing; for each calendar season of
 * `unit` (`calendarSeasons`) whose first origin leaves two full seasons to train on, also
 * seasonal naive and Holt-Winters. The better non-seasonal model wins unless a seasonal
 * one beats it by at least 10% (`SEASON_MARGIN`) over the whole backtest and over each half of it — then that season is reported. Ties go
 * to the simpler model, so the choice is never worse than naive on its own backtest.
 * With fewer than 3 origins: the naive model, unscored.
 *
 * @example
 * chooseForecastModel(monthlyWithYearlyCycle, 'month', 5).season; // { period: 12, name: 'yearly' }
 */
export function chooseForecastModel(y: readonly number[], unit: CalendarUnit | undefined, h: number): ModelChoice {
  const n = y.length;
  const origins = Math.min(Math.floor(n / 4), n - h - MIN_TRAINING + 1);
  if (origins < MIN_ORIGINS) return { spec: NAIVE, season: null, scores: [] };
  const first = n - h - origins + 1;
  const run = (spec: ModelSpec) => ({ spec, result: backtestForecast(y, spec, h, first) });
  const naive = run(NAIVE);
  const plainOnes = [naive, run({ method: 'smoothing', seasonPeriod: 0, trend: false }), run({ method: 'smoothing', seasonPeriod: 0, trend: true })];
  const plain = lowest(plainOnes);
  let best = plain;
  let season: TrendSeason | null = null;
  const tried = [...plainOnes];
  for (const s of calendarSeasons(unit)) {
    if (first < 2 * s.period) continue;
    const seasonalOnes = [
      run({ method: 'seasonal-naive', seasonPeriod: s.period }),
      run({ method: 'holt-winters', seasonPeriod: s.period, trend: false }),
      run({ method: 'holt-winters', seasonPeriod: s.period, trend: true }),
    ];
    tried.push(...seasonalOnes);
    const seasonal = lowest(seasonalOnes);
    if (beats(seasonal.result, plain.result) && seasonal.result.mae < best.result.mae) {
      best = seasonal;
      season = s;
    }
  }
  const scores = tried
    .map((c) => ({ method: c.spec.method, seasonPeriod: c.spec.seasonPeriod, trend: c.spec.trend ?? false, mae: c.result.mae }))
    .sort((a, b) => a.mae - b.mae);
  return { spec: best.spec, season, chosen: best.result, naive: naive.result, scores };
}

/** The candidate with the least backtest error; the earlier (simpler) one on a tie. */
function lowest<T extends { result: BacktestResult }>(candidates: readonly T[]): T {
  return candidates.reduce((a, b) => (b.result.mae < a.result.mae ? b : a));
}

/** A seasonal model's backtest error is at least SEASON_MARGIN below the other's, overall and in each half of the origins. */
function beats(seasonal: BacktestResult, plain: BacktestResult): boolean {
  const below = (a: number, b: number) => a < (1 - SEASON_MARGIN) * b;
  return below(seasonal.mae, plain.mae) && below(seasonal.halves[0], plain.halves[0]) && below(seasonal.halves[1], plain.halves[1]);
}
