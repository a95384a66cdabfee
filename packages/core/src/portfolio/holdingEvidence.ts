import type { Dataset, NumberColumn, StringColumn } from '../dataset/types.js';
import type { ColumnRoleInfo } from '../roles/types.js';
import { headerWords } from '../typing/headerWords.js';
import type { Asset, Portfolio } from './types.js';

/** Header words that name what a holding is worth or how much of it is held, on their own. */
const HOLDING_WORDS = new Set(['holding', 'holdings', 'position', 'positions', 'shares', 'worth', 'nav', 'marketvalue', 'balance', 'balances']);
/** Words of a quantity held, and of the price it is valued at (a quantity × price pair). */
const QUANTITY_WORDS = new Set(['quantity', 'qty', 'shares', 'units']);
const PRICE_WORDS = new Set(['price', 'close', 'nav']);
/** Header words that say the rows are sales, not holdings: a quantity × unit price there is an order line. */
const SALES_WORDS = new Set(['order', 'orders', 'invoice', 'sale', 'sales', 'customer', 'customers', 'receipt', 'revenue', 'cart', 'checkout']);
/** Header words that name what is held — an instrument or a position — so a quantity × price pair is a holding. */
const INSTRUMENT_WORDS = new Set([
  'ticker', 'tickers', 'symbol', 'symbols', 'asset', 'assets', 'security', 'securities', 'holding', 'holdings',
  'position', 'positions', 'shares', 'isin', 'cusip', 'instrument', 'instruments', 'fund', 'funds',
]);

/** Why a portfolio's rows read as holdings, and the quantity × price pair that values them when there is one. */
export interface HoldingEvidence {
  /** The evidence in plain words. */
  readonly reason: string;
  /** A quantity × price pair: each row is worth quantity × price. */
  readonly pair?: { readonly quantity: NumberColumn; readonly price: NumberColumn };
}

/** Whether each value of the group column has at most one row with both numbers: one row per instrument. */
function oneRowEach(group: StringColumn, quantity: NumberColumn, price: NumberColumn): boolean {
  const seen = new Set<number>();
  for (let i = 0; i < group.codes.length; i++) {
    if (Number.isNaN(quantity.values[i]!) || Number.isNaN(price.values[i]!)) continue;
    const code = group.codes[i]!;
    if (seen.has(code)) return false;
    seen.add(code);
  }
  return seen.size > 0;
}

/**
 * Whether the rows are holdings — things owned, worth something now — rather than sales, costs or
 * readings (docs/analytics.md "Portfolio"). Money that adds up is not enough: an order file's `amount`
 * is revenue, whose growth is no "performance" and whose spread over regions no "risk". Evidence, first
 * match wins:
 * 1. a quantity × price pair: a measure named quantity / qty / shares / units and one named price /
 *    close / nav, when no header names sales (order, invoice, sale(s), customer, receipt, revenue, cart:
 *    there quantity × unit price is an order line) and the rows are holdings, not line items: a header
 *    names what is held (ticker, symbol, asset, security, holding, position, shares, ISIN, CUSIP,
 *    instrument, fund), or there is one row per instrument (each value of the `group` column once). Line
 *    items — `line_id, date, sku, quantity, unit_price`, the same SKU on many rows — are no holdings. Used
 *    unless `valueColumn` names another column;
 * 2. the value column's header names a holding: holding(s), position(s), shares, worth, nav, balance,
 *    "market value", "units held" — or "value" when it is money (`value_usd`, `$` in the cells).
 * "weight" alone is no evidence (body weights, parcel weights). Undefined without evidence.
 *
 * @example
 * holdingEvidence(ds, amountRole)?.reason; // undefined: an order file's amount is sales
 * holdingEvidence(lineItems, priceRole, undefined, sku); // undefined: the same SKU on many rows, no header names a holding
 * holdingEvidence(ds, marketValueRole)?.reason; // 'the value column market_value names a holding's worth'
 */
export function holdingEvidence(ds: Dataset, value: ColumnRoleInfo | undefined, valueColumn?: string, group?: StringColumn): HoldingEvidence | undefined {
  const measures = ds.roles.filter((r) => r.role === 'measure' && ds.column(r.column).type === 'number');
  const named = (words: ReadonlySet<string>) => measures.find((r) => headerWords(r.column).some((w) => words.has(w)));
  const quantity = named(QUANTITY_WORDS);
  const price = measures.find((r) => r !== quantity && headerWords(r.column).some((w) => PRICE_WORDS.has(w)));
  const sales = ds.headers.find((h) => headerWords(h).some((w) => SALES_WORDS.has(w)));
  if (quantity && price && sales === undefined && (valueColumn === undefined || valueColumn === quantity.column || valueColumn === price.column)) {
    const q = ds.column(quantity.column) as NumberColumn;
    const p = ds.column(price.column) as NumberColumn;
    const held = ds.headers.find((h) => headerWords(h).some((w) => INSTRUMENT_WORDS.has(w)));
    const single = held === undefined && group !== undefined && oneRowEach(group, q, p);
    if (held !== undefined || single)
      return {
        reason:
          `each row holds ${quantity.column} at ${price.column}: a quantity × price pair, valued as ${quantity.column} × ${price.column}` +
          (held !== undefined ? `; ${held} names what is held` : `; one row per ${group!.name}`),
        pair: { quantity: q, price: p },
      };
  }
  if (!value) return undefined;
  const words = headerWords(value.column);
  const has = (w: string) => words.includes(w);
  const word = words.find((w) => HOLDING_WORDS.has(w)) ?? (has('market') && has('value') ? 'market value' : has('units') && has('held') ? 'units held' : undefined);
  if (word) return { reason: `the value column ${value.column} says "${word}": what is held and what it is worth` };
  if (has('value') && value.money) return { reason: `the value column ${value.column} is a value in money: what the holdings are worth` };
  return undefined;
}

/** The evidence an asset edit gives: quantities and prices the user entered are their holdings. */
export const EDITED_HOLDINGS = 'the assets were edited by hand: quantities and prices entered by the user are holdings';

/**
 * A portfolio with its edited assets, marked as holdings (`holdingEvidence`) once the user adds, removes
 * or changes an asset — from then on they are the user's own. Internal to portfolio/.
 *
 * @example
 * editedPortfolio(p, assets).holdingEvidence; // EDITED_HOLDINGS unless p had evidence already
 */
export function editedPortfolio(portfolio: Portfolio, assets: Asset[]): Portfolio {
  return { ...portfolio, assets, holdingEvidence: portfolio.holdingEvidence ?? EDITED_HOLDINGS };
}
