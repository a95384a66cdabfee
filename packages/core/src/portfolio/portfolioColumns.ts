import type { Dataset, NumberColumn, StringColumn } from '../dataset/types.js';
import { columnTimes } from '../roles/columnTimes.js';
import { defaultMeasures } from '../roles/defaultMeasures.js';
import { defaultCategories } from '../roles/pickCategory.js';
import type { ColumnRoleInfo } from '../roles/types.js';
import { pickColumn } from '../stats/pickColumn.js';
import { holdingEvidence, type HoldingEvidence } from './holdingEvidence.js';
import type { GeneratePortfolioOptions } from './types.js';

/** The columns a portfolio is built from, with the value column's role. */
export interface PortfolioColumns {
  readonly group: StringColumn;
  readonly value: NumberColumn;
  readonly role: ColumnRoleInfo;
  /** What each row is worth: the value column's numbers, or quantity × price for a holdings pair. */
  readonly values: Float64Array;
  /** Why the rows read as holdings (`holdingEvidence`); undefined for sales, costs, readings. */
  readonly holding: HoldingEvidence | undefined;
  /** Instants per row that order each group's rows for its change, when there is a time column. */
  readonly times: Float64Array | undefined;
}

/**
 * The column a portfolio groups by when none is given: the series key, else the first dimension held as text
 * (never an identifier or free text; id-like ones last, `defaultCategories`); undefined when there is none.
 *
 * @example
 * defaultGroupColumn(stocks)?.name; // 'symbol'
 */
export function defaultGroupColumn(ds: Dataset): StringColumn | undefined {
  const textWith = (role: ColumnRoleInfo['role']) => ds.roles.find((r) => r.role === role && ds.column(r.column).type === 'string')?.column;
  // a category named like a key (item_id, customer_id) only when no other text category exists (`defaultCategories`)
  const name = textWith('series') ?? defaultCategories(ds).find((r) => ds.column(r.column).type === 'string')?.column;
  return name === undefined ? undefined : (ds.column(name) as StringColumn);
}

/**
 * Which columns a portfolio uses (docs/analytics.md "Portfolio"): the options' columns when given;
 * else the group is the series key, else the first dimension (a text column; never an identifier or
 * free text; id-like ones last, `defaultCategories`), and the value the first money measure of `defaultMeasures` (best first: `Cost Total $`
 * in birdstrikes.csv), else its first (never an id, a year or a coordinate).
 * Holdings with a quantity × price pair (`holdingEvidence`) are valued by quantity × price per row, and
 * the value column is the price. Rows are ordered by the first time column (dates, or years). Undefined
 * when no such pair exists.
 *
 * @example
 * portfolioColumns(stocks, {})?.group.name; // 'symbol'
 */
export function portfolioColumns(ds: Dataset, options: GeneratePortfolioOptions): PortfolioColumns | undefined {
  const roles = ds.roles;
  const groupName = options.groupColumn ?? defaultGroupColumn(ds)?.name;
  const measures = defaultMeasures(ds);
  const valueName = options.valueColumn ?? (measures.find((r) => r.money) ?? measures[0])?.column;
  if (groupName === undefined || valueName === undefined) return undefined;
  const group = pickColumn(ds, 'string', groupName);
  const holding = holdingEvidence(ds, roles.find((r) => r.column === valueName), options.valueColumn, group);
  const value = holding?.pair ? holding.pair.price : pickColumn(ds, 'number', valueName);
  if (!group || !value) return undefined;
  const role = roles.find((r) => r.column === value.name)!;
  let values = value.values;
  if (holding?.pair) {
    const q = holding.pair.quantity.values;
    // a loop, not Float64Array.from(values, fn): that walks the column through its iterator with a call per row
    const p = value.values;
    values = new Float64Array(p.length);
    for (let i = 0; i < p.length; i++) values[i] = p[i]! * q[i]!;
  }
  const timeName = options.dateColumn === null ? undefined : (options.dateColumn ?? roles.find((r) => r.role === 'time')?.column);
  const times = timeName === undefined ? undefined : columnTimes(ds, timeName);
  return { group, value, role, values, holding, times };
}
