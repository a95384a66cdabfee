import { columnNamesOfType } from '../dataset/columnNamesOfType.js';
import type { Dataset } from '../dataset/types.js';
import { categoryColumns } from '../roles/categoryColumns.js';
import { andList } from '../text/andList.js';
import { countOf } from '../text/plural.js';
import { rolesSummary } from './rolesSummary.js';

/** A kind of column an overview counts: its words for one and for several, and the columns of that kind. */
export interface ColumnKind {
  readonly one: string;
  readonly many: string;
  readonly names: readonly string[];
}

/** '1,461 rows and 6 columns', '1 row and 1 column': a file's size, as every overview states it. */
export function rowsAndColumns(ds: Pick<Dataset, 'rowCount' | 'headers'>): string {
  return `${countOf(ds.rowCount, 'row')} and ${countOf(ds.headers.length, 'column')}`;
}

/**
 * The kinds as counted words — '4 numeric (…), 1 categorical (weather) and 1 date (date)' — leaving out a kind
 * with no column (zipcodes.csv read '… and 0 date'); '' when the file has none of them. Column names are listed
 * unless `names` is false.
 *
 * @example
 * columnKinds([{ one: 'date', many: 'dates', names: [] }, { one: 'numeric', many: 'numeric', names: ['a', 'b'] }]); // '2 numeric (a, b)'
 */
export function columnKinds(kinds: readonly ColumnKind[], names = true): string {
  return andList(kinds.filter((k) => k.names.length > 0).map((k) => `${countOf(k.names.length, k.one, k.many)}${names ? ` (${k.names.join(', ')})` : ''}`));
}

/**
 * The size of a file and the kinds of columns it has, in the words of the report's overview, the CLI's first
 * line and the chat's overview answer, each column counted once and as its role reads it: categories by role
 * (`categoryColumns`: never an identifier or free text), dates with the years read as time, numeric for the
 * other numbers — not an identifier's numbers (population_engineers_hurricanes.csv's id), not number codes of a
 * category (lookup_groups.csv's group read '1 numeric (group) and 2 categorical (group, person)'), not a year
 * (disasters.csv's Year). No kind the file has none of, no size adjective (1,461 rows is not 'large' to an analyst).
 *
 * @example
 * overviewCounts(weather); // '1,461 rows and 6 columns: 4 numeric (precipitation, temp_max, temp_min, wind), 1 categorical (weather) and 1 date (date)'
 */
export function overviewCounts(ds: Dataset): string {
  const categories = categoryColumns(ds);
  const role = new Map(ds.roles.map((r) => [r.column, r.role]));
  const dates = columnNamesOfType(ds, 'date');
  const kinds = columnKinds([
    {
      one: 'numeric',
      many: 'numeric',
      names: columnNamesOfType(ds, 'number').filter((name) => !categories.includes(name) && role.get(name) !== 'identifier' && role.get(name) !== 'time'),
    },
    { one: 'categorical', many: 'categorical', names: categories },
    { one: 'date', many: 'dates', names: ds.headers.filter((name) => dates.includes(name) || role.get(name) === 'time') },
  ]);
  return `${rowsAndColumns(ds)}${kinds ? `: ${kinds}` : ''}`;
}

/**
 * The overview paragraph of the report, also the chat's answer to "give me an overview": the counts
 * (`overviewCounts`) and what each column is for (`rolesSummary`).
 *
 * @example
 * overviewText(weather); // 'This dataset has 1,461 rows and 6 columns: …. Measures: precipitation (summed), …'
 */
export function overviewText(ds: Dataset): string {
  return `This dataset has ${overviewCounts(ds)}.${ds.columns.length > 0 ? ` ${rolesSummary(ds)}` : ''}`;
}
