import type { Dataset } from '../dataset/types.js';
import { andList } from '../text/andList.js';
import { columnsWithRole } from './columnsWithRole.js';
import { defaultMeasures } from './defaultMeasures.js';
import type { ColumnRoleInfo } from './types.js';

/** Whether a measure has at least one number (a measure of empty or invalid cells gives core nothing to compute). */
const hasNumber = (ds: Dataset, r: ColumnRoleInfo) => {
  const c = ds.column(r.column);
  return c.type === 'number' && c.values.some((v) => !Number.isNaN(v));
};

const isCategory = (r: ColumnRoleInfo) => r.role === 'dimension' || r.role === 'series';

/** How each kind of column is named when a step explains why it has nothing to compute. */
const KINDS: readonly { readonly one: string; readonly many: string; readonly is: (r: ColumnRoleInfo, ds: Dataset) => boolean }[] = [
  { one: 'a coordinate (a position, not a quantity)', many: 'coordinates (positions, not quantities)', is: (r) => r.role === 'measure' && r.coordinate !== null && r.coordinate !== 'direction' },
  { one: 'a direction (an orientation, not a quantity)', many: 'directions (orientations, not quantities)', is: (r) => r.role === 'measure' && r.coordinate === 'direction' },
  { one: 'a measure', many: 'measures', is: (r, ds) => r.role === 'measure' && r.coordinate === null && hasNumber(ds, r) },
  { one: 'a measure without numbers', many: 'measures without numbers', is: (r, ds) => r.role === 'measure' && r.coordinate === null && !hasNumber(ds, r) },
  { one: 'an identifier', many: 'identifiers', is: (r) => r.role === 'identifier' },
  { one: 'a time column', many: 'time columns', is: (r) => r.role === 'time' },
  { one: 'a category', many: 'categories', is: (r, ds) => isCategory(r) && ds.column(r.column).type === 'string' },
  // codes written as numbers (windvectors.csv dirCat) are named apart: their numbers are labels, not quantities
  { one: 'a category written as number codes', many: 'categories written as number codes', is: (r, ds) => isCategory(r) && ds.column(r.column).type !== 'string' },
  { one: 'free text', many: 'free text', is: (r) => r.role === 'text' },
];

/**
 * What each column of a file is, from its roles, in one clause, kinds in the order their first column comes
 * in the file — the second half of `noMeasureReason`.
 *
 * @example
 * columnsInWords(zipcodes);
 * // 'zip_code is an identifier; latitude and longitude are coordinates (positions, not quantities); city, state and county are categories'
 */
export function columnsInWords(ds: Dataset): string {
  return KINDS.flatMap((k) => {
    const names = ds.roles.filter((r) => k.is(r, ds)).map((r) => r.column);
    return names.length === 0 ? [] : [{ first: ds.headers.indexOf(names[0]!), text: `${andList(names)} ${names.length === 1 ? `is ${k.one}` : `are ${k.many}`}` }];
  })
    .sort((a, b) => a.first - b.first)
    .map((k) => k.text)
    .join('; ');
}

/** A step that needs a measure (and, for a portfolio, a category) to compute anything of its own. */
export type NoMeasureStep = 'kpi' | 'portfolio' | 'trend';

/**
 * Why a KPI, portfolio or trend step has nothing of its own to show, when core fell back to its made-up
 * sample because no column is a measure it may pick by itself (`defaultMeasures`: never an id, a year or a
 * coordinate) — or, for a portfolio, no column is a category to group it by. One sentence: what the step
 * needs, what the file lacks, then what each column is (`columnsInWords`). The app's KPI, Portfolio and Trend
 * steps show it instead of the sample, and the report gives the same reason (issue 13: zipcodes.csv).
 *
 * @example
 * noMeasureReason(zipcodes, 'portfolio');
 * // 'A portfolio totals or averages a measure — … — per value of a category, and this file has no measure: zip_code is an identifier; …'
 */
export function noMeasureReason(ds: Dataset, step: NoMeasureStep): string {
  const time = columnsWithRole(ds, 'time').length > 0;
  const measure = defaultMeasures(ds).length > 0;
  // a category written as number codes groups a portfolio too (`groupingColumn`: windvectors.csv's dirCat)
  const category = ds.roles.some((r) => isCategory(r) && ds.column(r.column).type !== 'date');
  const what = 'a number to add up or average, such as an amount, a count or a temperature';
  const lead =
    step === 'kpi'
      ? `A KPI follows a measure — ${what} — and this file has none`
      : step === 'portfolio'
        ? `A portfolio totals or averages a measure — ${what} — per value of a category, and this file has ${measure ? 'no category' : category ? 'no measure' : 'neither a measure nor a category'}`
        : `A trend follows a measure over time — ${what}, per period of a time column — and this file has ${time ? 'no measure' : 'neither a measure nor a time column'}`;
  const columns = columnsInWords(ds);
  return `${lead}${columns ? `: ${columns}` : ''}.`;
}
