import type { Dataset } from '../dataset/types.js';
import type { QueryAggregation } from '../query/types.js';
import { questionIndex } from './questionIndex.js';
import {
  AGGREGATE_WORDS,
  EXTREME_WORDS,
  FILLERS,
  GRAMMAR,
  KEYWORDS,
  MONTH_WORDS,
  PHRASES,
  QUALIFIERS,
  RELATIVE_TIME_WORDS,
  RANGE_WORDS,
  RANK_WORDS,
  ROW_NOUNS,
  UNIT_WORDS,
  WEEKDAY_WORDS,
  type Phrase,
} from './questionWords.js';
import type { QuestionToken } from './tokenizeQuestion.js';

/** What a stretch of the question's tokens [start, end) was read as. */
export type Mention = { readonly start: number; readonly end: number; readonly words: string } & (
  | { readonly kind: 'column'; readonly column: string }
  | { readonly kind: 'value'; readonly column: string; readonly labels: readonly string[] }
  | { readonly kind: 'ambiguous'; readonly columns: readonly string[] }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'date'; readonly text: string }
  | { readonly kind: 'decade'; readonly from: number }
  | { readonly kind: 'month'; readonly month: number }
  | { readonly kind: 'weekday'; readonly days: readonly number[] }
  | { readonly kind: 'quarter'; readonly quarter: number }
  | { readonly kind: 'percentile'; readonly p: number }
  | { readonly kind: 'aggregate'; readonly op: QueryAggregation }
  | { readonly kind: 'extreme'; readonly dir: 'max' | 'min' }
  | { readonly kind: 'top'; readonly n: number; readonly dir: 'max' | 'min' }
  | { readonly kind: 'range'; readonly op: '>=' | '>' | '<' | '<=' }
  | { readonly kind: 'rank' | 'rowNoun' | 'qualifier' | 'between' | 'relative' | 'grammar' | 'filler' | 'unknown' }
  | Phrase
);

const YEAR = /^[12]\d{3}$/;
const PREPOSITIONS = new Set(['in', 'during', 'of', 'for', 'since', 'until', 'before', 'after', 'from', 'to', 'through']);

/**
 * Reads a question's tokens as mentions, each token in exactly one: column names first (longest
 * first; a plural also names its column), then fixed phrases ("how many", "more than", "most
 * common"), then cell values of category columns (also "rainy" for rain, "sunny" for sun), then
 * single keywords, numbers, years, months and weekdays. What is left is grammar, a filler or unknown.
 *
 * @example
 * findMentions(weather, tokenizeQuestion('how many days had snow')).map((m) => m.kind); // ['count', 'rowNoun', 'grammar', 'value']
 */
export function findMentions(ds: Dataset, tokens: readonly QuestionToken[]): Mention[] {
  const index = questionIndex(ds);
  const taken: (Mention | undefined)[] = new Array(tokens.length);
  const words = (i: number, j: number) => tokens.slice(i, j).map((t) => t.norm).join(' ');
  const free = (i: number, j: number) => j <= tokens.length && taken.slice(i, j).every((m) => m === undefined);
  const take = (m: Mention) => {
    for (let k = m.start; k < m.end; k++) taken[k] = m;
  };
  const scan = (longest: number, match: (w: string, i: number, n: number) => Mention | null) => {
    for (let i = 0; i < tokens.length; i++)
      for (let n = Math.min(longest, tokens.length - i); n >= 1; n--) {
        if (!free(i, i + n)) continue;
        const m = match(words(i, i + n), i, n);
        if (m) {
          take(m);
          i += n - 1;
          break;
        }
      }
  };
  // Phrases of three words and more first: "day of the week" is not the column "day".
  scan(5, (w, i, n) => (n > 2 && PHRASES[w] ? { ...PHRASES[w]!, start: i, end: i + n, words: w } : null));
  scan(index.longest, (w, i, n) => {
    const column = index.columns.get(w);
    // A column called "a" or "in" would swallow the grammar of every question.
    return column !== undefined && tokens[i]!.kind === 'word' && !(n === 1 && GRAMMAR.has(w)) ? { kind: 'column', column, start: i, end: i + n, words: w } : null;
  });
  scan(2, (w, i, n) => (n > 1 && PHRASES[w] ? { ...PHRASES[w]!, start: i, end: i + n, words: w } : null));
  scan(index.longest, (w, i, n) => {
    const keyword = n === 1 && (w in KEYWORDS || w in AGGREGATE_WORDS || w in EXTREME_WORDS || GRAMMAR.has(w) || ROW_NOUNS.has(w) || w in UNIT_WORDS);
    const byColumn = keyword ? undefined : (index.values.get(w) ?? (n === 1 ? stemmed(w, index.values) : undefined));
    if (!byColumn) return null;
    const at = { start: i, end: i + n, words: w };
    // "city Greenville", "city = Greenville": a column named just before picks among columns holding the value.
    const before = taken[i - 1] ?? (tokens[i - 1] && (GRAMMAR.has(tokens[i - 1]!.norm) || tokens[i - 1]!.norm === '=') ? taken[i - 2] : undefined);
    const picked = before?.kind === 'column' && byColumn.has(before.column) ? before.column : undefined;
    if (byColumn.size > 1 && !picked) return { kind: 'ambiguous', columns: [...byColumn.keys()], ...at };
    const [column, labels] = picked ? [picked, byColumn.get(picked)!] : [...byColumn][0]!;
    return { kind: 'value', column, labels, ...at };
  });
  for (let i = 0; i < tokens.length; i++) if (!taken[i]) take(single(tokens, i, taken));
  return taken.filter((m, i): m is Mention => m !== undefined && m.start === i);
}

/** "rainy" → rain, "sunny" → sun, "foggy" → fog, "drizzly" → drizzle, "symbols" → symbol. */
function stemmed(w: string, values: QuestionIndex['values']): ReadonlyMap<string, readonly string[]> | undefined {
  const forms = [w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/ies$/, 'y'), w.replace(/y$/, ''), w.replace(/y$/, 'e'), w.replace(/([^aeiou])\1y$/, '$1')];
  for (const f of forms) if (f !== w && f.length >= 3 && values.has(f)) return values.get(f);
  return undefined;
}
type QuestionIndex = ReturnType<typeof questionIndex>;

function single(tokens: readonly QuestionToken[], i: number, taken: readonly (Mention | undefined)[]): Mention {
  const t = tokens[i]!;
  const w = t.norm;
  const at = { start: i, end: i + 1, words: t.text };
  const next = tokens[i + 1];
  if (t.kind === 'date') return { kind: 'date', text: t.text, ...at };
  if (t.kind === 'number') return { kind: 'number', value: Number(w), ...at };
  if ((w === 'top' || w === 'bottom') && next?.kind === 'number' && !taken[i + 1] && Number.isInteger(Number(next.norm)) && Number(next.norm) > 0) {
    return { kind: 'top', n: Number(next.norm), dir: w === 'top' ? 'max' : 'min', start: i, end: i + 2, words: `${t.text} ${next.text}` };
  }
  if (w === 'top') return { kind: 'extreme', dir: 'max', ...at };
  const ordinal = /^(\d{1,2})(st|nd|rd|th)$/.exec(w);
  if (ordinal && next?.norm === 'percentile' && !taken[i + 1]) return { kind: 'percentile', p: Number(ordinal[1]) / 100, start: i, end: i + 2, words: `${t.text} ${next.text}` };
  const decade = /^([12]\d{2})0s$/.exec(w);
  if (decade) return { kind: 'decade', from: Number(decade[1]) * 10, ...at };
  if (/^q[1-4]$/.test(w)) return { kind: 'quarter', quarter: Number(w[1]), ...at };
  if (w === 'weekend' || w === 'weekends') return { kind: 'weekday', days: [6, 7], ...at };
  if (w in WEEKDAY_WORDS) return { kind: 'weekday', days: [WEEKDAY_WORDS[w]!], ...at };
  if (w in MONTH_WORDS && (w !== 'may' || YEAR.test(next?.norm ?? '') || PREPOSITIONS.has(tokens[i - 1]?.norm ?? ''))) return { kind: 'month', month: MONTH_WORDS[w]!, ...at };
  if (w in AGGREGATE_WORDS) return { kind: 'aggregate', op: AGGREGATE_WORDS[w]!, ...at };
  if (w in EXTREME_WORDS) return { kind: 'extreme', dir: EXTREME_WORDS[w]!, ...at };
  if (w in KEYWORDS) return { ...KEYWORDS[w]!, ...at };
  if (w in RANGE_WORDS) return { kind: 'range', op: RANGE_WORDS[w]!, ...at };
  if (w === 'between') return { kind: 'between', ...at };
  if (RANK_WORDS.has(w)) return { kind: 'rank', ...at };
  // "a snow day" is a row with snow, not a grouping by day.
  if (w in UNIT_WORDS && taken[i - 1]?.kind === 'value' && (w === 'day' || w === 'date')) return { kind: 'rowNoun', ...at };
  if (w in UNIT_WORDS) return { kind: 'unitWord', unit: UNIT_WORDS[w]!, ...at };
  if (ROW_NOUNS.has(w)) return { kind: 'rowNoun', ...at };
  if (QUALIFIERS.has(w)) return { kind: 'qualifier', ...at };
  if (RELATIVE_TIME_WORDS.has(w) || (w === 'this' && next !== undefined && next.norm in UNIT_WORDS)) return { kind: 'relative', ...at };
  if (GRAMMAR.has(w)) return { kind: 'grammar', ...at };
  if (FILLERS.has(w)) return { kind: 'filler', ...at };
  return { kind: 'unknown', ...at };
}
