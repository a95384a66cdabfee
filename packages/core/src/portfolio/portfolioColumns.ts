import type { Dataset, NumberColumn, StringColumn } from '../dataset/types.js';
import { columnTimes } from '../roles/columnTimes.js';
import { defaultMeasures } from '../roles/defaultMeasures.js';
import type { ColumnRoleInfo } from '../roles/types.js';
import { pickColumn } from '../stats/pickColumn.js';
import type { GeneratePortfolioOptions } from './types.js';

/** The columns a portfolio is built from, with the value column's role. */
export interface PortfolioColumns {
  readonly group: StringColumn;
  readonly value: NumberColumn;
  readonly role: ColumnRoleInfo;
  /** Instants per row that order each group's rows for its change, when there is a time column. */
  readonly times: Float64Array | undefined;
}

/**
 * Which columns a portfolio uses (docs/analytics.md "Portfolio"): the options' columns when given;
 * else the group is the series key, else the first dimension (a text column; never an identifier or
 * free text), and the value the first money measure of `defaultMeasures` (best first: `Cost Total $`
 * in birdstrikes.csv), else its first (never an id, a year or a coordinate).
 * Rows are ordered by the first time column (dates, or years). Undefined when no such pair exists.
 *
 * @example
 * portfolioColumns(stocks, {})?.group.name; // 'symbol'
 */
export function portfolioColumns(ds: Dataset, options: GeneratePortfolioOptions): PortfolioColumns | undefined {
  const roles = ds.roles;
  const textWith = (role: ColumnRoleInfo['role']) => roles.find((r) => r.role === role && ds.column(r.column).type === 'string')?.column;
  const groupName = options.groupColumn ?? textWith('series') ?? textWith('dimension');
  const measures = defaultMeasures(ds);
  const valueName = options.valueColumn ?? (measures.find((r) => r.money) ?? measures[0])?.column;
  if (groupName === undefined || valueName === undefined) return undefined;
  const group = pickColumn(ds, 'string', groupName);
  const value = pickColumn(ds, 'number', valueName);
  if (!group || !value) return undefined;
  const role = roles.find((r) => r.column === value.name)!;
  const timeName = options.dateColumn === null ? undefined : (options.dateColumn ?? roles.find((r) => r.role === 'time')?.column);
  const times = timeName === undefined ? undefined : columnTimes(ds, timeName);
  return { group, value, role, times };
}
