import type { Dataset } from '../dataset/types.js';
import type { QueryGroupBy } from '../query/types.js';
import type { ColumnRoleInfo } from '../roles/types.js';
import { correctSpelling, type SpellingCorrection } from './correctSpelling.js';
import { findMentions, type Mention } from './findMentions.js';
import { tokenizeQuestion } from './tokenizeQuestion.js';

/** A question read into mentions, with the mentions a rule has used so far. */
export interface Reading {
  readonly ds: Dataset;
  readonly mentions: readonly Mention[];
  readonly used: Set<Mention>;
  /** The time column conditions such as "in 2015" refer to: a named one, else the first date, else the first year column. */
  readonly time: ColumnRoleInfo | null;
  /** Misspelt words read as the words they are closest to. */
  readonly corrections: readonly SpellingCorrection[];
  /** "2014 vs 2015", "compare AAPL and MSFT": the groupings the compared values ask for (filled by compileFilters). */
  readonly compared: QueryGroupBy[];
}

/**
 * Tokenizes a question, reads its mentions (again after reading misspelt words as the words they
 * are closest to) and picks the time column its conditions refer to.
 *
 * @example
 * readQuestion(weather, 'average temp_max in 2015').time?.column; // 'date'
 */
export function readQuestion(ds: Dataset, question: string): Reading {
  const tokens = tokenizeQuestion(question);
  const first = findMentions(ds, tokens);
  const unknown = first.filter((m) => m.kind === 'unknown').map((m) => m.start);
  const { tokens: corrected, corrections } = unknown.length > 0 ? correctSpelling(ds, tokens, unknown) : { tokens, corrections: [] };
  const mentions = corrections.length > 0 ? findMentions(ds, corrected) : first;
  const times = ds.roles.filter((r) => r.role === 'time');
  const named = mentions.find((m) => m.kind === 'column' && times.some((t) => t.column === m.column));
  const time = (named?.kind === 'column' ? times.find((t) => t.column === named.column) : undefined) ?? times.find((t) => t.timeKind === 'date') ?? times[0] ?? null;
  return { ds, mentions, used: new Set(), time, corrections, compared: [] };
}

/** The index of the next mention after `i` (or before, with step −1) that is not grammar; −1 when none. */
export function neighbour(r: Reading, i: number, step: 1 | -1, skip: ReadonlySet<Mention['kind']> = GRAMMAR_ONLY): number {
  for (let k = i + step; k >= 0 && k < r.mentions.length; k += step) if (!skip.has(r.mentions[k]!.kind)) return k;
  return -1;
}
const GRAMMAR_ONLY: ReadonlySet<Mention['kind']> = new Set(['grammar']);
