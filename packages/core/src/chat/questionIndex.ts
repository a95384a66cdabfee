import type { Dataset } from '../dataset/types.js';
import { encodeColumn } from '../query/encodeColumn.js';
import { ROLE_DISTINCT_CAP } from '../roles/roleDraft.js';
import { normalizeWords } from './tokenizeQuestion.js';

/** What a question can name: columns by their words, and the cells of category-like text columns. */
export interface QuestionIndex {
  /** Normalized name (and the plural of its last word) → column name. */
  readonly columns: ReadonlyMap<string, string>;
  /** Normalized cell text → the columns holding it, each with the cell texts that read so. */
  readonly values: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
  /** The most words in a column name or an indexed value. */
  readonly longest: number;
}

const cache = new WeakMap<Dataset, QuestionIndex>();
/** Values longer than this many words are not matched (free text, addresses). */
const MAX_VALUE_WORDS = 6;

function plural(words: string): string {
  if (/[^aeiou]y$/.test(words)) return `${words.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(words)) return `${words}es`;
  return `${words}s`;
}

/**
 * The words a question can use for this dataset, built once per dataset (cached): every column name,
 * and the values of text columns whose role is a category, a series key or an identifier with fewer
 * than ROLE_DISTINCT_CAP distinct values (free text is never matched).
 *
 * @example
 * questionIndex(weather).values.get('snow'); // Map { 'weather' => ['snow'] }
 */
export function questionIndex(ds: Dataset): QuestionIndex {
  const hit = cache.get(ds);
  if (hit) return hit;
  const columns = new Map<string, string>();
  const values = new Map<string, Map<string, string[]>>();
  let longest = 1;
  for (const c of ds.columns) {
    const words = normalizeWords(c.name);
    if (words === '') continue;
    if (!columns.has(words)) columns.set(words, c.name);
    if (!columns.has(plural(words))) columns.set(plural(words), c.name);
    longest = Math.max(longest, words.split(' ').length);
  }
  for (const role of ds.roles) {
    const column = ds.column(role.column);
    if (column.type !== 'string' || role.role === 'text' || role.role === 'measure' || role.distinct >= ROLE_DISTINCT_CAP) continue;
    for (const label of encodeColumn(column).labels) {
      if (label === null) continue;
      const words = normalizeWords(label);
      const n = words === '' ? 0 : words.split(' ').length;
      if (n === 0 || n > MAX_VALUE_WORDS) continue;
      longest = Math.max(longest, n);
      let byColumn = values.get(words);
      if (!byColumn) values.set(words, (byColumn = new Map()));
      const labels = byColumn.get(role.column);
      if (labels) labels.push(label);
      else byColumn.set(role.column, [label]);
    }
  }
  const index = { columns, values, longest };
  cache.set(ds, index);
  return index;
}
