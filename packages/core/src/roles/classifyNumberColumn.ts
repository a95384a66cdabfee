import type { NumberColumn } from '../dataset/types.js';
import { headerWords } from '../typing/headerWords.js';
import { distinctPairs } from './distinctPairs.js';
import { ID_WORDS } from './idWords.js';
import { measureTraits } from './measureTraits.js';
import { MAX_SERIES_KEYS, MIN_ROWS_FOR_UNIQUENESS, ROLE_DISTINCT_CAP, spread, uniqueness, type RoleDraft } from './roleDraft.js';

const YEAR_WORDS = new Set(['year', 'years', 'yr', 'yyyy', 'fy', 'jahr', 'année', 'anno', 'año', 'ano']);
/** Words that say whole numbers are category codes (windvectors.csv `dirCat`: 15° compass sectors, 0–360). */
const CATEGORY_WORDS = new Set(['cat', 'category', 'categories', 'class', 'type', 'group', 'kind', 'segment', 'cluster', 'bucket', 'bin', 'sector']);
/** More distinct codes than this under a category word is more likely a quantity ('group size'). */
const MAX_CODED_CATEGORIES = 100;
/** Share of distinct whole numbers under an id word from which they are keys: below it, repeats make a foreign key (customer_id on orders), a category. */
const ID_UNIQUE_SHARE = 0.95;
/** Years a year column may hold. */
const FIRST_YEAR = 1000;
const LAST_YEAR = 2200;

/**
 * The role of a number column (docs/analytics.md "Column roles"): whole numbers in 1000–2200 under a
 * year header → time (years; never a measure); whole numbers under an id-like header that are all different (5 or more) or near-unique (≥ 95% of ≥ 20),
 * or a run of consecutive row numbers → identifier; repeated whole numbers under an id-like header →
 * dimension (`idLike`: the defaults pick it only when no other category exists); whole numbers under a category word
 * (cat, class, type, group…) with at most 100 values → dimension (codes, not quantities); everything else → measure,
 * with `measureTraits`. `symbol` is the '$'/'%'… seen in its cells.
 * Internal to roles/.
 *
 * @example
 * classifyNumberColumn(num('Year', [1900, 1901])).role; // 'time'
 */
export function classifyNumberColumn(column: NumberColumn, symbol?: string): RoleDraft {
  const v = column.values;
  let min = Infinity;
  let max = -Infinity;
  let present = 0;
  let whole = true;
  for (let i = 0; i < v.length; i++) {
    const x = v[i]!;
    if (x !== x) continue;
    present++;
    if (x < min) min = x;
    if (x > max) max = x;
    if (whole && Math.floor(x) !== x) whole = false;
  }
  const words = headerWords(column.name);
  const traits = present === 0 ? null : measureTraits(words, symbol, min, max, whole);
  const counted = whole && present > 0 ? distinctPairs(v, null, ROLE_DISTINCT_CAP) : null;
  const distinct = counted ? Math.min(counted.distinct, ROLE_DISTINCT_CAP) : Math.min(present, ROLE_DISTINCT_CAP);
  const draft = (role: RoleDraft['role'], reasons: string[], timeKind: RoleDraft['timeKind'] = null, keys = false): RoleDraft => ({
    role,
    reasons,
    distinct,
    timeKind,
    traits,
    keys: keys && counted && counted.distinct <= MAX_SERIES_KEYS ? v : null,
  });
  if (present === 0 || !traits) return draft('dimension', ['the column has no numbers']);
  const range = `${fmt(min)}–${fmt(max)}`;
  const yearWord = words.find((w) => YEAR_WORDS.has(w));
  if (whole && yearWord !== undefined && min >= FIRST_YEAR && max <= LAST_YEAR) {
    return draft('time', [`its name says "${yearWord}" and every value is a whole number in ${range}: years, never added up`], 'year');
  }
  const idWord = words.find((w) => ID_WORDS.has(w));
  if (counted && idWord !== undefined) {
    // the text rule's evidence (`uniqueness`): every value once at any size (9 ids in 9 rows), or near-unique in ≥ 20
    const unique = uniqueness(counted.distinct, counted.nonEmpty, ID_UNIQUE_SHARE);
    if (unique) return draft('identifier', [`its name says "${idWord}" and ${spread(counted.distinct, counted.nonEmpty)}: a key, never added up`]);
    return draft('dimension', [`its name says "${idWord}" and values repeat (${spread(counted.distinct, counted.nonEmpty)}): a category, never added up`], null, true);
  }
  if (counted && present >= MIN_ROWS_FOR_UNIQUENESS && max - min + 1 === present && isRowNumbering(v, present)) {
    return draft('identifier', [`whole numbers ${range}, each once: a row number, never added up`]);
  }
  const categoryWord = words.find((w) => CATEGORY_WORDS.has(w));
  if (counted && categoryWord !== undefined && counted.distinct <= MAX_CODED_CATEGORIES) {
    return draft('dimension', [`its name says "${categoryWord}" and it holds ${spread(counted.distinct, counted.nonEmpty)}: category codes, never added up`], null, true);
  }
  return draft('measure', traits.reasons);
}

/** Whether the numbers are all different (min..max with as many values as the range is long, so consecutive). */
function isRowNumbering(v: Float64Array, present: number): boolean {
  return distinctPairs(v, null, present).distinct === present;
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : String(Math.round(x * 100) / 100);
}
