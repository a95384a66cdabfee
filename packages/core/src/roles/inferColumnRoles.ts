import type { Column, Dataset } from '../dataset/types.js';
import { applyRoleOverride } from './applyRoleOverride.js';
import { classifyDateColumn } from './classifyDateColumn.js';
import { classifyNumberColumn } from './classifyNumberColumn.js';
import { classifyStringColumn } from './classifyStringColumn.js';
import { columnTimes } from './columnTimes.js';
import { detectSeriesKey } from './detectSeriesKey.js';
import { MAX_SERIES_KEYS, type RoleDraft } from './roleDraft.js';
import type { ColumnRoleInfo, InferColumnRolesOptions } from './types.js';

/**
 * The role of every column, in header order, with the evidence in plain words (docs/analytics.md
 * "Column roles"). Each column is classified on its own (identifier, time, measure with its aggregation,
 * dimension, free text); then year columns next to a date column become dimensions, and a category under
 * which the first time column's values repeat once per value becomes the series key. The user's overrides
 * (`ds.detected.columnRoles`, then `options.overrides`) win where the column can take them.
 * Reads whole columns (distinct values counted up to 10,000): about 50 ms per million-row column.
 * `ds.roles` is this result for the dataset's own overrides, computed once.
 *
 * @example
 * inferColumnRoles(parseCsv(stocksCsv)).map((r) => r.role); // ['series', 'time', 'measure']
 * inferColumnRoles(ds, { overrides: { zip: 'dimension' } });
 */
export function inferColumnRoles(ds: Dataset, options: InferColumnRolesOptions = {}): ColumnRoleInfo[] {
  const overrides = { ...ds.detected.columnRoles, ...options.overrides };
  const symbols = new Map(ds.detected.columns.map((p) => [p.name, p.symbol]));
  let drafts = ds.columns.map((c) => classify(c, symbols.get(c.name)));
  const dateIndex = drafts.findIndex((d) => d.timeKind === 'date');
  if (dateIndex >= 0) {
    const dateName = ds.headers[dateIndex]!;
    drafts = drafts.map((d, i) => (d.timeKind === 'year' ? asCategory(d, ds.columns[i]!, dateName) : d));
  }
  const timeIndex = drafts.findIndex((d) => d.role === 'time');
  if (timeIndex >= 0) {
    const timeName = ds.headers[timeIndex]!;
    const series = detectSeriesKey(drafts, ds.headers, columnTimes(ds, timeName), timeName);
    if (series) drafts[series.index] = { ...drafts[series.index]!, role: 'series', reasons: [series.reason, ...drafts[series.index]!.reasons] };
  }
  const roles = ds.columns.map((c, i) => applyRoleOverride(c, drafts[i]!, overrides[c.name]));
  const chosenSeries = roles.find((r) => r.role === 'series' && r.source === 'override');
  if (!chosenSeries) return roles;
  return roles.map((r) =>
    r.role === 'series' && r !== chosenSeries
      ? { ...r, role: 'dimension' as const, reasons: [`${chosenSeries.column} was chosen as the series key: a category`, ...r.reasons] }
      : r,
  );
}

function classify(column: Column, symbol: string | undefined): RoleDraft {
  if (column.type === 'string') return classifyStringColumn(column);
  if (column.type === 'date') return classifyDateColumn(column);
  return classifyNumberColumn(column, symbol);
}

/** A year column next to a date column: the date is the time axis, the year a category (still never a measure). */
function asCategory(draft: RoleDraft, column: Column, dateName: string): RoleDraft {
  return {
    ...draft,
    role: 'dimension',
    timeKind: null,
    reasons: [`years next to the date column ${dateName}: used as a category`, ...draft.reasons],
    keys: column.type === 'number' && draft.distinct <= MAX_SERIES_KEYS ? column.values : null,
  };
}
