import { columnText } from '../dataset/columnText.js';
import { stringColumn } from '../dataset/stringColumn.js';
import type { Dataset, NumberColumn, StringColumn } from '../dataset/types.js';
import { columnTimes } from '../roles/columnTimes.js';
import { defaultMeasures } from '../roles/defaultMeasures.js';
import { defaultCategories, rankingLabel } from '../roles/pickCategory.js';
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
 * The column a portfolio groups by when none is given: the series key held as text, else the first dimension
 * held as text (never an identifier or free text), else a category written as number codes (windvectors.csv's
 * `dirCat`, 24 compass sectors: "mean speed by dirCat" when nothing better exists), with id-like categories
 * (`idLike`: `customer_id`) after every other; undefined when there is none.
 *
 * @example
 * defaultGroupColumn(stocks)?.name; // 'symbol'
 * defaultGroupColumn(windvectors)?.name; // 'dirCat'
 */
export function defaultGroupColumn(ds: Dataset): StringColumn | undefined {
  const isText = (r: ColumnRoleInfo) => ds.column(r.column).type === 'string';
  const dims = defaultCategories(ds);
  const plain = [...ds.roles.filter((r) => r.role === 'series'), ...dims.filter((r) => !r.idLike)];
  const keyLike = dims.filter((r) => r.idLike);
  // text before number codes, and a category named like a key (item_id, customer_id) only when no other exists
  const order = [...plain.filter(isText), ...plain.filter((r) => !isText(r)), ...keyLike.filter(isText), ...keyLike.filter((r) => !isText(r))];
  const name = order.find((r) => groupingColumn(ds, r.column))?.column;
  return name === undefined ? undefined : groupingColumn(ds, name);
}

const codesAsText = new WeakMap<NumberColumn, StringColumn>();

/**
 * A category as a text column to group rows by: a text column as it is; a category written as number codes
 * (a dimension or series key held as numbers: windvectors.csv's `dirCat` 0, 15, … 345) as the texts the table
 * shows, built once per column. Undefined for any other column — a measure, a date, an identifier is never a group.
 *
 * @example
 * groupingColumn(windvectors, 'dirCat')?.type; // 'string': '0', '15', … '345', as the table shows them
 */
export function groupingColumn(ds: Dataset, name: string): StringColumn | undefined {
  const column = ds.column(name);
  if (column.type === 'string') return column;
  const role = ds.roles.find((r) => r.column === name)?.role;
  if (column.type !== 'number' || (role !== 'dimension' && role !== 'series')) return undefined;
  let text = codesAsText.get(column);
  if (!text) {
    const cell = columnText(column);
    text = stringColumn(column.name, Array.from({ length: column.values.length }, (_, i) => cell(i)));
    codesAsText.set(column, text);
  }
  return text;
}

/**
 * Which columns a portfolio uses (docs/analytics.md "Portfolio"): the options' columns when given;
 * else the group is `defaultGroupColumn` (the series key, else the first dimension, text before number
 * codes; never an identifier or free text; id-like ones last), and the value the first money measure of `defaultMeasures` (best first: `Cost Total $`
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
  const measures = defaultMeasures(ds);
  const valueName = options.valueColumn ?? (measures.find((r) => r.money) ?? measures[0])?.column;
  const groupName = options.groupColumn ?? defaultGroupColumn(ds)?.name ?? heldLabel(ds, valueName, options.valueColumn) ?? rankingLabel(ds)?.column;
  if (groupName === undefined || valueName === undefined) return undefined;
  const group = groupingColumn(ds, groupName);
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

/**
 * A positions file lists one row per instrument (positions.csv: symbol, shares, price — 5 symbols, each once): its
 * per-row label (an identifier: every value different) names what is held, and a quantity × price pair with that
 * evidence (`holdingEvidence`) makes the rows holdings, grouped by the label. Otherwise only a summary table's
 * per-row label (`rankingLabel`: names, each once, ≤ 60 rows, no category or time column) lists its rows, one each.
 */
function heldLabel(ds: Dataset, valueName: string | undefined, valueColumn: string | undefined): string | undefined {
  const value = ds.roles.find((r) => r.column === valueName);
  for (const r of ds.roles) {
    const column = ds.column(r.column);
    if (r.role !== 'identifier' || column.type !== 'string') continue;
    if (holdingEvidence(ds, value, valueColumn, column)?.pair) return r.column;
  }
  return undefined;
}
