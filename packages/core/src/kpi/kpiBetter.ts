/**
 * Word stems of measures one wants less of: costs, losses and harm. A KPI on such a column is
 * judged "lower is better" — disasters.csv's deaths falling from 10,201 to 2,087 is not "Behind".
 * Matched at the start of a word of the header (words split at anything but letters).
 */
const LESS_IS_BETTER = [
  'cost',
  'expense',
  'spend',
  'loss',
  'death',
  'fatalit',
  'casualt',
  'injur',
  'damage',
  'defect',
  'error',
  'complaint',
  'churn',
  'delay',
  'downtime',
  'incident',
  'accident',
  'debt',
  'waste',
  'emission',
  'latenc',
  'bounce',
  'outage',
  'refund',
] as const;

/**
 * Header words of measures one wants more of: money earned, sales, orders and counts of what a business
 * seeks. Whole words (so `count` never matches `country`).
 */
const MORE_IS_BETTER = new Set([
  'revenue', 'revenues', 'sale', 'sales', 'profit', 'profits', 'income', 'earnings', 'turnover', 'gdp',
  'order', 'orders', 'count', 'counts', 'visits', 'visitors', 'users', 'customers', 'subscribers', 'signups',
  'clicks', 'downloads', 'views', 'bookings', 'donations', 'conversions', 'units', 'quantity', 'qty',
]);

/**
 * Header words of a price level (a stock's price or close, a fund's NAV): better higher only for a holder —
 * a buyer wants it lower, a seller higher, a reader of stocks.csv neither.
 */
const PRICE_LEVEL = new Set(['price', 'prices', 'close', 'adjclose', 'nav', 'quote', 'quotes']);

/** Which way a KPI improves: 'none' when nothing says so (wind, rainfall, temperatures). */
export type KpiPolarity = 'higher' | 'lower' | 'none';

/**
 * Whether a header names a price level (price, close, adjclose, NAV, quote): better higher only for a holder.
 *
 * @example
 * isPriceLevel('price'); // true
 * isPriceLevel('revenue'); // false
 */
export function isPriceLevel(column: string): boolean {
  return column.toLowerCase().split(/[^a-z]+/).some((w) => PRICE_LEVEL.has(w));
}

/**
 * Which way a KPI improves, from evidence (docs/analytics.md "KPIs"): 'lower' when a word of the header
 * names a cost, loss or harm (`Cost Repair`, `Deaths`, `error_rate`, `churn`, `latency`); 'higher' when it
 * names revenue, sales, profit, orders, a count or units; a price level (`isPriceLevel`: price, close, NAV)
 * is 'higher' only for a holder — when the rows are `holdings` (`holdingEvidence`) — and 'none' otherwise,
 * money or not (stocks.csv's price is no "On Track"); other money (`amount`) is 'higher'; else 'none' —
 * wind, precipitation and temperatures have no better direction, and their status says only whether they are
 * above or below the comparison. The KPI states the reading in its description.
 *
 * @example
 * kpiBetter('Deaths'); // 'lower'
 * kpiBetter('amount', true); // 'higher' (money)
 * kpiBetter('price', true); // 'none' (a price is better higher only for a holder)
 * kpiBetter('price', true, true); // 'higher' (the rows are holdings)
 * kpiBetter('precipitation'); // 'none'
 */
export function kpiBetter(column: string, money = false, holdings = false): KpiPolarity {
  const words = column.toLowerCase().split(/[^a-z]+/);
  if (words.some((w) => LESS_IS_BETTER.some((stem) => w.startsWith(stem)))) return 'lower';
  if (words.some((w) => MORE_IS_BETTER.has(w))) return 'higher';
  if (isPriceLevel(column)) return holdings ? 'higher' : 'none';
  return money ? 'higher' : 'none';
}
