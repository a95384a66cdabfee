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
 * line and the chat's overview answer: numeric and date columns by type, categories by role (`categoryColumns`:
 * never an identifier or free text), no kind the file has none of, no size adjective (1,461 rows is not 'large'
 * to an analyst).
 *
 * @example
 * overviewCounts(weather); // '1,461 rows and 6 columns: 4 numeric (precipitation, temp_max, temp_min, wind), 1 categorical (weather) and 1 date (date)'
 */
export function overviewCounts(ds: Dataset): string {
  const kinds = columnKinds([
    { one: 'numeric', many: 'numeric', names: columnNamesOfType(ds, 'number') },
    { one: 'categorical', many: 'categorical', names: categoryColumns(ds) },
    { one: 'date', many: 'dates', names: columnNamesOfType(ds, 'date') },
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
