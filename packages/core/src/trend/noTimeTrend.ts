import type { Dataset } from '../dataset/types.js';
import { andList } from '../text/andList.js';
import { formatNumber } from '../stats/formatNumber.js';
import type { CalendarProfile } from './calendarProfile.js';
import { sampleTrend } from './sampleTrend.js';
import type { TrendResult } from './types.js';

/**
 * What the rows of a file without a time column are, from its roles: one value of its first identifier
 * (gapminder-health-income.csv: 'one country'), else combinations of its categories (flights-airport.csv:
 * 'an origin and destination pair' → 'origin and destination combinations'), else undefined.
 */
function rowsAre(ds: Dataset): string | undefined {
  const ids = ds.roles.filter((r) => r.role === 'identifier');
  // only a key that names about one row says what a row is (species.csv's hex item_id repeats: it names a species)
  const id = ids.find((r) => ds.column(r.column).type === 'string' && r.distinct >= 0.95 * ds.rowCount);
  if (id) return `each row is one ${id.column}`;
  if (ids.length > 0) return undefined;
  const dims = ds.roles.filter((r) => r.role === 'dimension' || r.role === 'series');
  // one category says what a row is only when its values name about one row each (twelve month names do;
  // windvectors.csv's 24 direction sectors over 4,800 rows do not)
  if (dims.length === 1) return dims[0]!.distinct >= 0.95 * ds.rowCount ? `each row is a ${dims[0]!.column} value` : undefined;
  if (dims.length > 1) return `each row is a combination of ${andList(dims.slice(0, 3).map((r) => r.column))}`;
  return undefined;
}

/**
 * The trend of a file with a measure but no time column, unless the user asks for row order (`dateColumn: null`):
 * none (issue 13: gapminder-health-income.csv's 187 countries, alphabetical, read as 'Period 1 … Period 187' with a
 * forecast for 'Period 188'). Rows that are entities — countries, states, airport pairs — are not periods, so
 * no trend, forecast or anomaly is made. The result is core's fixed sample, flagged `isSample` so no screen or
 * report shows it as this file's trend, with `noTime` saying why and what to do, and `insights` those sentences.
 * With a column of bare month (or weekday) names, the measure's within-year `profile` in calendar order comes
 * with it (`calendarProfile`), and the reason names its highest and lowest month — still no trend and no
 * forecast: without a year there is no time line and no "next month".
 *
 * @example
 * noTimeTrend(gapminder, 'income').noTime?.reason;
 * // 'No trend of income: the file has no date or year column, and its rows are not periods in time (each row is one country) …'
 */
export function noTimeTrend(ds: Dataset, column: string, profile?: CalendarProfile): TrendResult {
  const rows = rowsAre(ds);
  const reason = profile
    ? profileReason(column, profile)
    : `No trend of ${column}: the file has no date or year column, and its rows are not periods in time${rows ? ` (${rows})` : ''}, ` +
      'so a line, a forecast or anomalies along them in file order would mean nothing.';
  const whatToDo =
    'To follow a trend, set a column’s role to time in the import settings (a date, or whole numbers that are years), or upload data with dates. ' +
    'If the rows are in time order, you can still choose row order as the time column.';
  return { ...sampleTrend(), insights: [reason, whatToDo], column, noTime: { reason, whatToDo }, ...(profile ? { profile } : {}) };
}

/**
 * Why month names without a year give no trend, and what they do give: the within-year profile in calendar
 * order, its highest and lowest month (first on a tie).
 */
function profileReason(column: string, p: CalendarProfile): string {
  const unit = p.kind === 'month' ? 'month' : 'weekday';
  const within = p.kind === 'month' ? 'month of the year' : 'day of the week';
  // calendarProfile sums only 'sum' (a stock over month names with no dates is averaged: its rows may be several years)
  const what = `${p.aggregation === 'sum' ? 'total' : 'mean'} ${column}`;
  const high = p.points.reduce((a, b) => (b.value > a.value ? b : a));
  const low = p.points.reduce((a, b) => (b.value < a.value ? b : a));
  const shape =
    p.points.length === 1
      ? `there is one ${unit}, ${high.period} (${formatNumber(high.value)})`
      : `${what} is highest in ${high.period} (${formatNumber(high.value)}) and lowest in ${low.period} (${formatNumber(low.value)})`;
  return (
    `No trend of ${column} over time: ${p.column} holds ${unit} names without a ${p.kind === 'month' ? 'year' : 'date'}, so the rows of one ${unit} in different ${p.kind === 'month' ? 'years' : 'weeks'} are one group — ` +
    `there is no time line to follow and no next ${unit} to forecast. By ${within} (${p.points.length} of them, in calendar order), ${shape}.`
  );
}
