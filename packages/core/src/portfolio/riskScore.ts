import { DEFAULT_RISK_SCORE } from '../constants.js';
import { round } from '../stats/round.js';

/**
 * risk_score on 0..10 (one decimal) from concentration and volatility:
 * 10 × (½·C + ½·V), where C is the normalised Herfindahl index of the
 * weights, (Σwᵢ² − 1/n) / (1 − 1/n) (1 for a single asset), and V is the
 * value-weighted mean of each asset's coefficient of variation (std / |mean| of its
 * rows), each capped at 1.
 * 5 (spec default) when it cannot be computed: no assets, a negative value, a
 * non-positive total, or a NaN volatility.
 *
 * @example
 * riskScore([50, 50], [0.2, 0.2]); // C = 0, V = 0.2 → 10 × (0 + 0.1) = 1
 */
export function riskScore(values: readonly number[], volatilities: readonly number[]): number {
  const n = values.length;
  const total = values.reduce((s, v) => s + v, 0);
  if (n === 0 || !(total > 0) || values.some((v) => v < 0)) return DEFAULT_RISK_SCORE;
  let hhi = 0;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const w = values[i]! / total;
    hhi += w * w;
    v += w * Math.min(1, volatilities[i] ?? NaN);
  }
  if (Number.isNaN(v)) return DEFAULT_RISK_SCORE;
  const c = n === 1 ? 1 : (hhi - 1 / n) / (1 - 1 / n);
  return round(10 * (0.5 * c + 0.5 * v), 1);
}
