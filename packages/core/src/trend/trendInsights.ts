import { formatNumber } from '../stats/formatNumber.js';
import type { TrendModel, TrendPoint } from './types.js';

export interface TrendInsightInput {
  readonly column: string;
  readonly points: readonly TrendPoint[];
  readonly model: TrendModel;
  readonly threshold: number;
  readonly seasonStrength: number;
  readonly combine: 'sum' | 'mean';
  readonly sharedDates: number;
  readonly skipped: number;
  readonly bucketed?: { readonly from: number; readonly to: number; readonly unit: string };
}

/**
 * The 'Key Insights' sentences, built from the numbers only (English, no UI text):
 * overall change first → last observation, seasonality, the forecast range with its
 * 80% interval, anomalies with their labels, and notes on combined dates, skipped
 * rows and bucketing when they happened.
 *
 * @example
 * trendInsights(input)[0]; // 'sales rose 20% from 100 (Period 1) to 120 (Period 12).'
 */
export function trendInsights(input: TrendInsightInput): string[] {
  const { column, points, model } = input;
  const history = points.filter((p) => !p.predicted);
  const forecast = points.filter((p) => p.predicted);
  const out: string[] = [];
  const first = history[0];
  const last = history[history.length - 1];
  if (first && last && history.length > 1) {
    const delta = last.value - first.value;
    const verb = delta > 0 ? 'rose' : delta < 0 ? 'fell' : 'was unchanged';
    const pct = first.value !== 0 ? ` ${formatNumber(Math.abs((delta / Math.abs(first.value)) * 100))}%` : '';
    out.push(
      delta === 0
        ? `${column} was unchanged at ${formatNumber(first.value)} from ${first.period} to ${last.period}.`
        : `${column} ${verb}${pct} from ${formatNumber(first.value)} (${first.period}) to ${formatNumber(last.value)} (${last.period}).`,
    );
  } else if (first) out.push(`${column} has a single observation, ${formatNumber(first.value)} (${first.period}).`);
  if (model.seasonPeriod > 0)
    out.push(`A repeating pattern every ${model.seasonPeriod} periods was found (autocorrelation ${formatNumber(input.seasonStrength)}); the forecast follows it.`);
  else if (model.method !== 'naive') out.push('No regular seasonal pattern was found; the forecast follows the level and trend.');
  const f0 = forecast[0];
  const fn = forecast[forecast.length - 1];
  if (f0 && fn)
    out.push(
      `Forecast for the next ${forecast.length} periods: ${formatNumber(f0.value)} (${f0.period}) to ${formatNumber(fn.value)} (${fn.period}); ` +
        `80% prediction interval at the last one ${formatNumber(fn.lower80 ?? NaN)} to ${formatNumber(fn.upper80 ?? NaN)}.`,
    );
  const anomalies = history.filter((p) => p.anomaly);
  if (anomalies.length > 0) {
    const shown = anomalies.slice(0, 5).map((p) => `${p.period} (${formatNumber(p.value)})`);
    const more = anomalies.length > 5 ? ` and ${anomalies.length - 5} more` : '';
    out.push(
      `${anomalies.length} ${anomalies.length === 1 ? 'anomaly' : 'anomalies'} (robust z-score of the forecast error above ${input.threshold}): ${shown.join(', ')}${more}.`,
    );
  } else out.push(`No anomalies: no forecast error has a robust z-score above ${input.threshold}.`);
  if (input.sharedDates > 0)
    out.push(`${formatNumber(input.sharedDates)} dates had several rows; their values were ${input.combine === 'sum' ? 'summed' : 'averaged'}.`);
  if (input.skipped > 0) out.push(`${formatNumber(input.skipped)} rows without a usable value or date were left out.`);
  if (input.bucketed) {
    const how = input.bucketed.unit === 'rows' ? 'groups of consecutive points' : `${input.bucketed.unit}s`;
    out.push(
      `The series had ${formatNumber(input.bucketed.from)} points; it is shown and forecast as ${formatNumber(input.bucketed.to)} ${how}, each the mean of its points.`,
    );
  }
  return out;
}
