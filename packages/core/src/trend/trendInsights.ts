import { formatNumber } from '../stats/formatNumber.js';
import { andList } from '../text/andList.js';
import { countOf, plural } from '../text/plural.js';
import { MIN_TREND_PERIODS, SLOPE_Z } from './fitTrendLine.js';
import { trendModelName } from './trendModelName.js';
import type { TrendResult } from './types.js';

export interface TrendInsightNotes {
  readonly threshold: number;
  /** Rows without a usable value or time. */
  readonly skipped: number;
  /** Empty periods filled by interpolation. */
  readonly filled: number;
  /** The incomplete last period, left out: the forecast starts after it. */
  readonly partialLast?: string;
  /**
   * Why no line, forecast or anomalies were made (`analyzeTrend`): fewer complete periods than a trend needs
   * (`few`, with the partial periods kept when nothing else remained), or dates too sparse for any unit (`sparse`:
   * `occupied` of the `spanned` periods hold a row).
   */
  readonly withheld?:
    | { readonly reason: 'few'; readonly complete: number; readonly partial?: readonly string[] }
    | { readonly reason: 'sparse'; readonly occupied: number; readonly spanned: number; readonly from: string; readonly to: string };
}

/**
 * The 'Key Insights' sentences, built from the numbers only (English, no UI text). First
 * the honest headline — the fitted-line change when it is clear of its uncertainty, else
 * "no clear trend" — then the series shown (entity, incomplete periods left out), the
 * season (or why none), the model and its backtest quality, the forecast with its 80%
 * interval, anomalies, and notes on skipped rows, filled periods and bucketing. When the series has too
 * little support (`notes.withheld`), the headline says why and one sentence says there is no forecast; no season,
 * model or anomaly sentence follows (there is none).
 *
 * @example
 * trendInsights(result, notes)[0];
 * // 'price (mean per month, AAPL) rose by 171.6 (+535.4%) from 2000-01 to 2010-03 on a line fitted to 123 complete months (1.4 ± 0.8 per month).'
 */
export function trendInsights(r: Omit<TrendResult, 'insights'>, notes: TrendInsightNotes): string[] {
  const history = r.data.filter((p) => !p.predicted);
  const forecast = r.data.filter((p) => p.predicted);
  const unit = r.unit ?? 'period';
  // row order (no unit): each row is one level — 'the last date of each row' would name no date
  const how = r.aggregation === 'stock' ? (r.unit ? `level at the last date of each ${r.unit}` : 'level per row') : `${r.aggregation === 'sum' ? 'total' : 'mean'} per ${r.unit ?? 'row'}`;
  const what = `${r.column} (${how}${r.entity !== undefined ? `, ${r.entity}` : ''})`;
  const out: string[] = [];
  const c = r.change;
  if (c) {
    const band = `${sig(c.slope)} ± ${sig(SLOPE_Z * c.standardError)} per ${unit}`;
    const size = `${sig(Math.abs(c.absolute))}${c.percent !== undefined ? ` (${signed(c.percent)}%)` : ''}`;
    out.push(
      c.clear
        ? `${what} ${c.absolute > 0 ? 'rose' : 'fell'} by ${size} from ${c.from} to ${c.to} on a line fitted to ${formatNumber(c.periods)} complete ${plural(c.periods, unit)} (${band}).` + withheld(c, unit)
        : `${what} shows no clear trend from ${c.from} to ${c.to}: the line fitted to ${formatNumber(c.periods)} complete ${plural(c.periods, unit)} moves ${signed(c.absolute)}, within its uncertainty (${band}).`,
    );
  } else out.push(tooLittle(what, unit, history, notes.withheld));
  if (r.seriesKey && r.entities)
    out.push(`${r.seriesKey} holds ${r.entities.length} separate series (${list(r.entities)}); this is ${r.entity} alone — series are never added together.`);
  if (r.partial.length > 0)
    out.push(
      `Left out as incomplete: ${r.partial.join(' and ')} — a partial ${unit} is not a trend` +
        (notes.partialLast !== undefined && forecast.length > 0 ? `, and the forecast starts after ${notes.partialLast}.` : '.'),
    );
  if (notes.withheld) {
    out.push(
      notes.withheld.reason === 'sparse'
        ? `No forecast, for the same reason: it would extend ${plural(2, unit)} made up by filling in.`
        : `No forecast: a forecast needs at least ${countOf(MIN_TREND_PERIODS, `complete ${unit}`)}, as a trend does.`,
    );
    return [...out, ...rowNotes(r, notes, unit, false)];
  }
  out.push(seasonSentence(r));
  const q = r.quality;
  const backtest = q && `a backtest from ${formatNumber(q.origins)} forecast origins`;
  const scored = q && `MASE ${sig(q.mase)} (quality ${Math.round(q.score)}/100)`;
  out.push(
    !q
      ? `Too few periods to choose a model by backtest: the forecast repeats the last value (naive).`
      : r.model.method === 'naive'
        ? `Forecast model: ${trendModelName(r.model)} — no other model beat it on ${backtest}; ${scored}.`
        : `Forecast model: ${trendModelName(r.model)}, chosen by ${backtest}: its error is ${sig(q.relativeToNaive)} × the naive forecast's; ${scored}.`,
  );
  const f0 = forecast[0];
  const fn = forecast[forecast.length - 1];
  if (f0 && fn)
    out.push(
      `Forecast for the next ${forecast.length} ${plural(forecast.length, unit)}: ${formatNumber(f0.value)} (${f0.period}) to ${formatNumber(fn.value)} (${fn.period}); ` +
        `80% prediction interval at the last one ${formatNumber(fn.lower80 ?? NaN)} to ${formatNumber(fn.upper80 ?? NaN)}.`,
    );
  const anomalies = history.filter((p) => p.anomaly);
  if (anomalies.length > 0) {
    const shown = anomalies.slice(0, 5).map((p) => `${p.period} (${formatNumber(p.value)})`);
    const more = anomalies.length > 5 ? ` and ${anomalies.length - 5} more` : '';
    out.push(
      `${countOf(anomalies.length, 'anomaly', 'anomalies')} (robust z-score of the forecast error above ${notes.threshold}): ${shown.join(', ')}${more}.`,
    );
  } else out.push(`No anomalies: no forecast error has a robust z-score above ${notes.threshold}.`);
  return [...out, ...rowNotes(r, notes, unit, true)];
}

/**
 * The headline when there is too little for a trend: partial periods named as partial (never "complete"), too
 * few complete periods, or dates so sparse that most periods would be made up.
 */
function tooLittle(what: string, unit: string, history: readonly { period: string }[], w: TrendInsightNotes['withheld']): string {
  const needs = `which needs at least ${countOf(MIN_TREND_PERIODS, `complete ${unit}`)}`;
  if (w?.reason === 'sparse')
    return `${what}: only ${countOf(w.occupied, unit)} of the ${formatNumber(w.spanned)} from ${w.from} to ${w.to} ${w.occupied === 1 ? 'holds' : 'hold'} a row — too sparse for a trend, which needs at least half the ${plural(2, unit)} to hold data (the rest would be made up by filling in).`;
  if (w?.partial && w.partial.length > 0)
    return `${what} has no complete ${unit}: ${andList(w.partial)} ${w.partial.length === 1 ? 'is' : 'are'} partial — too few for a trend, ${needs}.`;
  const complete = w?.complete ?? history.length;
  return `${what} has ${countOf(complete, `complete ${unit}`)}: too few for a trend, ${needs}.`;
}

/** Notes on skipped rows, filled periods and bucketing; `forecast` says whether the periods were also forecast. */
function rowNotes(r: Omit<TrendResult, 'insights'>, notes: TrendInsightNotes, unit: string, forecast: boolean): string[] {
  const out: string[] = [];
  if (notes.skipped > 0) out.push(`${countOf(notes.skipped, 'row')} without a usable value or date ${notes.skipped === 1 ? 'was' : 'were'} left out.`);
  if (notes.filled > 0) out.push(`${countOf(notes.filled, `empty ${unit}`)} inside the range ${notes.filled === 1 ? 'was' : 'were'} filled in on a straight line between ${notes.filled === 1 ? 'its' : 'their'} neighbours.`);
  if (r.bucketed) {
    const how = r.bucketed.unit === 'rows' ? 'groups of consecutive rows, each the mean of its rows' : plural(r.bucketed.to, r.bucketed.unit);
    const from = countOf(r.bucketed.from, r.bucketed.unit === 'rows' ? 'row' : 'date');
    out.push(`${from} ${r.bucketed.from === 1 ? 'is' : 'are'} shown${forecast ? ' and forecast' : ''} as ${formatNumber(r.bucketed.to)} ${how}.`);
  }
  return out;
}

function seasonSentence(r: Omit<TrendResult, 'insights'>): string {
  const seasonal = r.backtest.filter((s) => s.seasonPeriod > 0);
  const plain = r.backtest.filter((s) => s.seasonPeriod === 0);
  if (r.season) {
    const best = Math.min(...seasonal.filter((s) => s.seasonPeriod === r.season!.period).map((s) => s.mae));
    const base = Math.min(...plain.map((s) => s.mae));
    return `Season: ${r.season.name} (${r.season.period} ${plural(r.season.period, r.unit ?? 'period')}) — with it the backtest error is ${formatNumber((1 - best / base) * 100)}% lower than without.`;
  }
  if (seasonal.length > 0) return `No season: a ${[...new Set(seasonal.map((s) => s.seasonPeriod))].join(' or ')}-${r.unit} cycle did not beat the models without a season on the backtest.`;
  // zipcodes.csv has no time column: a "trend" of latitude down the file is only the file's sort order
  if (!r.unit)
    return 'No time column: the periods are rows in file order, so this trend and its forecast mean something only if the file is sorted by time; no season is looked for.';
  return r.unit === 'year' ? 'No season is looked for in yearly data.' : 'No season: the series is too short to test a calendar cycle on held-out data.';
}

/**
 * Why a ratio quantity's change has no % (the line starts far from the data), with the observed first and
 * last complete periods as context — their % only when both are above 0.
 */
function withheld(c: NonNullable<TrendResult['change']>, unit: string): string {
  const w = c.percentWithheld;
  if (!w) return '';
  const observed = c.first > 0 && c.last > 0 ? ` (${signed(((c.last - c.first) / c.first) * 100)}%)` : '';
  return (
    ` No % of the line: it starts at ${sig(c.start)}, far from the ${w.periods === 1 ? `first ${unit}'s level` : `first ${formatNumber(w.periods)} ${plural(w.periods, unit)}' level`} (${sig(w.level)}).` +
    ` Observed, ${c.from} was ${formatNumber(c.first)} and ${c.to} ${formatNumber(c.last)}${observed}.`
  );
}


function list(names: readonly string[]): string {
  return names.length <= 6 ? names.join(', ') : `${names.slice(0, 5).join(', ')} and ${names.length - 5} more`;
}

/** Three significant digits (small slopes would round to 0 at two decimals). */
function sig(x: number): string {
  return Math.abs(x) >= 100 ? formatNumber(x) : String(Number(x.toPrecision(3)));
}

function signed(x: number): string {
  return `${x > 0 ? '+' : ''}${sig(x)}`;
}
