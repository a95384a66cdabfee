import type { Dataset, NumberColumn } from '../dataset/types.js';
import { headerWords } from '../typing/headerWords.js';
import { measureFill } from './measureFill.js';
import type { ColumnRoleInfo } from './types.js';
import { valueCandidates } from './valueCandidates.js';

/** Header words that name the headline figure of a table: its total, amount, revenue or sales. */
const HEADLINE = new Set(['total', 'amount', 'revenue', 'sales', 'turnover']);
/**
 * A measure with a value (neither empty nor 0) in fewer than this share of rows is "mostly zero": rare
 * events such as birdstrikes' `Cost Other` (0.7%). Rainfall's dry days (57% of Seattle's) are a normal
 * series, not a sparse one, so the bar sits at 10%.
 */
export const SPARSE_FILL = 0.1;
/** A mostly-zero column drops below any other column of the same kind, and below a plain one when it is only money (see `preference`). */
const SPARSE_PENALTY = 1.5;

/**
 * The measures a generator may pick by itself (`valueCandidates`, ranked) (KPIs, portfolio, trend, dashboard and chart values,
 * suggested questions), best first. Coordinates are left out — a mean latitude or a latitude "trend"
 * down a file of zip codes is no finding. The order: a header naming the headline figure (total, amount,
 * revenue, sales) counts 1, money that adds up 1, mostly zero or empty (`SPARSE_FILL`) −1.5; equal scores
 * keep header order, mostly-zero ones the fuller first. So birdstrikes.csv leads with `Cost Total $`
 * (2 − 1.5), then `Speed IAS in knots` (0), `Cost Repair` and `Cost Other` (1 − 1.5) — never a column
 * that is 99% zeros when a better one exists. Without such signals the header order stands
 * (seattle-weather: precipitation, temp_max, temp_min, wind). A column the user names (an option, a chart
 * control, a question) is used whatever its place here: this list is only what defaults choose from.
 *
 * @example
 * defaultMeasures(zipcodes); // [] (latitude and longitude are coordinates)
 * defaultMeasures(birdstrikes)[0]?.column; // 'Cost Total $'
 */
export function defaultMeasures(ds: Dataset): ColumnRoleInfo[] {
  const ranked = valueCandidates(ds).map((role, order) => {
      const fill = measureFill(ds.column(role.column) as NumberColumn);
      const sparse = fill < SPARSE_FILL;
      return { role, order, fill, sparse, score: preference(role) - (sparse ? SPARSE_PENALTY : 0) };
    });
  ranked.sort((a, b) => b.score - a.score || (a.sparse && b.sparse ? b.fill - a.fill : 0) || a.order - b.order);
  return ranked.map((r) => r.role);
}

/** How much a measure's header and money-ness mark it as the figure a reader looks for first. */
function preference(role: ColumnRoleInfo): number {
  const headline = headerWords(role.column).some((w) => HEADLINE.has(w)) ? 1 : 0;
  return headline + (role.money && role.aggregation === 'sum' ? 1 : 0);
}
