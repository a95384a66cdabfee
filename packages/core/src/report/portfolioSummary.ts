import type { Dataset } from '../dataset/types.js';
import { kpiBetter } from '../kpi/kpiBetter.js';
import { isSamplePortfolio } from '../portfolio/samplePortfolio.js';
import { foldedOther } from '../portfolio/foldedOther.js';
import { MIN_HALF_ROWS } from '../portfolio/generatePortfolio.js';
import { seriesSpansNote } from '../roles/seriesSpans.js';
import type { Portfolio } from '../portfolio/types.js';
import { formatNumber } from '../stats/formatNumber.js';
import { andList } from '../text/andList.js';
import { countOf } from '../text/plural.js';
import { nothingFromData } from './nothingFromData.js';

/** What an additive measure's total change is between: the halves of the whole time range (`totalChange`, `by: 'time'`). */
const TOTAL_CHANGE_SPAN = 'the time range';

const CURRENCY_CODES: Readonly<Record<string, string>> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };

/**
 * A portfolio amount worded as the data allows: with the currency only when the portfolio is money in a
 * known currency (the sample is dollars), as a plain number otherwise — rainfall never reads "$4,426.00".
 *
 * @example
 * portfolioAmount({ ...p, money: true, currency: '€' }, 12); // '€12.00'
 * portfolioAmount({ ...p, money: false }, 12); // '12'
 */
export function portfolioAmount(portfolio: Portfolio, value: number): string {
  const code = portfolio.money === undefined ? 'USD' : portfolio.money && portfolio.currency ? CURRENCY_CODES[portfolio.currency] : undefined;
  return code ? formatNumber(value, { unit: 'currency', currency: code }) : formatNumber(value);
}

/**
 * Whether a portfolio reads as holdings — worth, performance, risk, concentration (docs/analytics.md
 * "Portfolio"). A generated one needs evidence (`holdingEvidence`: a quantity × price pair or a header
 * naming a holding); money that adds up is not enough: an order file's revenue by region is sales, whose
 * growth is no "performance" and whose spread no "risk", and repair costs are spending. Assets the user
 * edited are their holdings. A portfolio without the generated fields (the sample, one read back from
 * storage) is holdings unless it says it is not money, is averaged, or is a cost.
 *
 * @example
 * isHoldings(generatePortfolio(orders)); // false: amount by region is sales
 * isHoldings(generatePortfolio(positions)); // true: shares × price
 */
export function isHoldings(portfolio: Portfolio): boolean {
  if (portfolio.holdingEvidence !== undefined) return true;
  if (portfolio.groupColumn !== undefined) return false;
  const cost = portfolio.valueColumn !== undefined && kpiBetter(portfolio.valueColumn) === 'lower';
  return portfolio.money !== false && portfolio.aggregation !== 'mean' && !cost;
}

/**
 * The report's portfolio paragraph (docs/analytics.md "Report"). Holdings (`isHoldings`) read as such
 * (worth, largest holding, performance — 'unknown' with the reason when the data has nothing earlier — risk). Other data — costs included — reads as groups of the measure: a total with
 * the largest share for additive measures, the highest mean for averaged ones; the change of the total for
 * additive measures, the range of the groups' changes (with the groups at both ends) for averaged ones — in %
 * only for ratio-scale measures, in units for interval ones; no risk score. The unedited sample portfolio is never
 * described: with the dataset, the paragraph gives the Portfolio step's reason (`nothingFromData`).
 *
 * @example
 * portfolioSummary(weatherPortfolio);
 * // 'total precipitation by weather: 5 groups, 4,426 in total; rain has the largest share (94.98%). …'
 */
export function portfolioSummary(portfolio: Portfolio, ds?: Dataset): string {
  // the made-up sample is never described; with the dataset, the reason is the Portfolio step's (zipcodes.csv: no measure)
  if (isSamplePortfolio(portfolio))
    return ds ? nothingFromData(ds, 'portfolio') : 'No portfolio comes from this data: it needs a measure to total or average per value of a category.';
  const n = portfolio.assets.length;
  // 'Other' folds the groups beyond the largest: it is no group, so never "the largest share" (flights-airport.csv)
  const other = foldedOther(portfolio);
  const top = [...portfolio.assets].filter((a) => a !== other).sort((a, b) => b.value - a.value)[0];
  const leftOut = portfolio.leftOut ? ` ${portfolio.leftOut.name} is the total of the others and is left out.` : '';
  if (isHoldings(portfolio)) {
    return (
      `${portfolio.name}: ${n} components worth ${portfolioAmount(portfolio, portfolio.total_value)} in total` +
      (top ? `; the largest is ${top.name} at ${formatNumber(top.allocation)}%` : '') +
      `.${leftOut} ${performanceWords(portfolio)}, risk score ${formatNumber(portfolio.risk_score)}/10.`
    );
  }
  const measure = portfolio.valueColumn ?? 'value';
  const unit = portfolio.perRow ? 'rows' : 'groups';
  const counted = other ? `the ${formatNumber(n - 1)} largest ${unit} and the rest together as ${other.name}` : portfolio.perRow ? countOf(n, 'row') : groups(n);
  const bottom = [...portfolio.assets].filter((a) => a !== other).sort((a, b) => a.value - b.value)[0];
  // a summary table's rows (one per region): each value is the row's own, so the words rank rows, never "mean"
  if (portfolio.perRow) {
    const totalWords = portfolio.aggregation === 'mean' ? '' : `, ${portfolioAmount(portfolio, portfolio.total_value)} in total`;
    const share = (a: typeof top) => (a && portfolio.aggregation !== 'mean' ? ` (${portfolioAmount(portfolio, a.value)}, ${formatNumber(a.allocation)}%)` : a ? ` (${portfolioAmount(portfolio, a.value)})` : '');
    return (
      `${portfolio.name}: ${counted}${totalWords}` +
      (top ? `; ${top.name} has the highest ${measure}${share(top)}` : '') +
      (bottom && bottom !== top && !other ? `, ${bottom.name} the lowest${share(bottom)}` : '') +
      '.'
    );
  }
  const head =
    portfolio.aggregation === 'mean'
      ? `${portfolio.name}: ${counted}` + (top ? `; ${top.name} has the highest mean ${measure} (${portfolioAmount(portfolio, top.value)})` : '')
      : `${portfolio.name}: ${counted}, ${portfolioAmount(portfolio, portfolio.total_value)} in total` +
        (top ? `; ${top.name} has the largest share (${formatNumber(top.allocation)}%)` : '') +
        (other ? `, the rest together ${formatNumber(other.allocation)}%` : '');
  // stocks.csv: GOOG's mean is over 2004-08 … 2010-03, the others' over 2000-01 … — the reader must know (issue 13)
  const spans = ds && portfolio.groupColumn ? seriesSpansNote(ds, portfolio.groupColumn, portfolio.aggregation) : undefined;
  return `${head}.${leftOut}${n > 0 ? groupsChange(portfolio, measure) : ''}${spans ? ` ${spans}` : ''}`;
}

/** 'Performance +2.5%', or why there is none: holdings without earlier prices have no performance, never '0%'. */
function performanceWords(portfolio: Portfolio): string {
  if (portfolio.performance === null) return `Performance unknown (no earlier ${portfolio.quantityColumn ? 'prices' : 'values'} in the file)`;
  return `Performance ${formatNumber(portfolio.performance, { signed: true })}%`;
}

function groups(n: number): string {
  return countOf(n, 'group');
}

/**
 * How groups of a measure changed, in words that describe something (never a mean of the groups' % changes:
 * stocks.csv's "+173.84% on average" of five symbols, rain +52% and snow −47% averaged with three dry groups):
 * for an additive measure the change of its total (`totalChange`), in % for ratio-scale measures and in units
 * for interval ones; for an averaged one the range of the groups' own changes, naming the groups at both ends —
 * in % only where the earlier mean is not 0. A group with fewer than `MIN_HALF_ROWS` rows in a half has no
 * `earlier` / `later` and is left out (named); with none left, the change is not stated and the reason is.
 */
function groupsChange(portfolio: Portfolio, measure: string): string {
  const interval = portfolio.scale === 'interval';
  const tc = portfolio.totalChange;
  // without a time column nothing is earlier or later (generatePortfolio gives no change)
  if (!portfolio.changeHalves) return '';
  if (portfolio.aggregation !== 'mean') {
    if (!tc) return '';
    const diff = tc.later - tc.earlier;
    const by = interval ? formatNumber(diff, { signed: true }) : tc.earlier !== 0 ? `${formatNumber((diff / Math.abs(tc.earlier)) * 100, { signed: true })}%` : '';
    return ` From the earlier to the later half of ${TOTAL_CHANGE_SPAN}, the total ${measure} went from ${portfolioAmount(portfolio, tc.earlier)} to ${portfolioAmount(portfolio, tc.later)}${by ? ` (${by})` : ''}.`;
  }
  // a half of fewer than MIN_HALF_ROWS rows is no mean to compare (generatePortfolio gives it no earlier / later)
  const supported = portfolio.assets.filter((a) => a.earlier !== undefined && a.later !== undefined);
  const thin = portfolio.assets.filter((a) => !supported.includes(a)).map((a) => a.name);
  const halves = `fewer than ${MIN_HALF_ROWS} rows in a half of ${thin.length === 1 ? 'its' : 'their'} time range`;
  if (supported.length === 0)
    return ` No change between the earlier and the later half of each group's time range is stated: every group has fewer than ${MIN_HALF_ROWS} rows in a half.`;
  const without = thin.length > 0 ? ` ${andList(thin)} ${thin.length === 1 ? 'is' : 'are'} left out: ${halves}.` : '';
  // a % change needs an earlier mean other than 0: a group whose change is not 0 but whose % is 0 had none
  const moved = supported
    .filter((a) => interval || a.change === 0 || a.changePercent !== 0)
    .map((a) => ({ name: a.name, by: interval ? a.change : a.changePercent }))
    .sort((a, b) => a.by - b.by);
  if (moved.length === 0) return without;
  const say = (x: { name: string; by: number }) => `${formatNumber(x.by, { signed: true })}${interval ? '' : '%'} (${x.name})`;
  const low = moved[0]!;
  const high = moved[moved.length - 1]!;
  const verb = interval ? 'moved' : 'changed';
  const units = interval ? ', in its own units' : '';
  return (
    (moved.length === 1
      ? ` From the earlier to the later half of its time range, the mean ${measure} ${verb} by ${say(low)}${units}.`
      : ` From the earlier to the later half of each group's time range, the mean ${measure} ${verb} by between ${say(low)} and ${say(high)}${units}.`) + without
  );
}
