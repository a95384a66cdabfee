import type { Query } from '../query/types.js';
import type { SpellingCorrection } from './correctSpelling.js';
import type { LegacyIntent } from './questionWords.js';

/** What a question was recognised as. */
export type ChatIntent =
  | 'correlation'
  | 'outliers'
  | 'missing'
  | 'types'
  | 'trend'
  | 'average'
  | 'minimum'
  | 'maximum'
  | 'sum'
  | 'median'
  | 'percentile'
  | 'count'
  | 'distinct'
  | 'mode'
  | 'rank'
  | 'group'
  | 'overview'
  | 'lookup'
  | 'declined';

/**
 * The kind of answer a compiled query gives: one value, the value of the one row the conditions leave,
 * a row count, a distinct count, the most common value, the top group, a list of groups.
 */
export type QuestionShape = 'value' | 'cell' | 'count' | 'distinct' | 'mode' | 'rank' | 'list';

/**
 * A question read as a query, a whole-dataset rule, or declined with the reason. `unused`: filler words
 * not used; `readAs`: misspelt words read as the words they are closest to.
 */
export type CompiledQuestion = (
  | { readonly kind: 'query'; readonly shape: QuestionShape; readonly query: Query; readonly unused: readonly string[]; readonly leftOut?: LeftOutMember }
  | { readonly kind: 'legacy'; readonly intent: LegacyIntent; readonly column?: string; readonly unused: readonly string[] }
  | { readonly kind: 'declined'; readonly reason: string; readonly unused: readonly string[]; readonly column?: string }
) & { readonly readAs?: readonly SpellingCorrection[] };

/** A group value left out of a which-highest / top-N answer because it is the total of the others, with the evidence. */
export interface LeftOutMember {
  readonly name: string;
  readonly reason: string;
}

/** How an answer was reached, so the user can check it (the question box "shows its work"). */
export interface ChatWork {
  /** What was computed, in plain words: the column, the aggregation, the grouping and the filters. */
  readonly description: string;
  /** The query run, when the answer came from one. */
  readonly query?: Query;
  /** Rows the answer rests on, of the rows that met the filters, of all rows. */
  readonly rowsUsed: number;
  readonly rowsMatched: number;
  readonly rowCount: number;
  /** Words of the question that were not used (polite or generic words). */
  readonly unusedWords: readonly string[];
  /** Misspelt words read as the words they are closest to ("averge" as "average"); absent when none. */
  readonly readAs?: readonly SpellingCorrection[];
  /** A group left out of a which-highest / top-N answer as the total of the others (disasters.csv's 'All natural disasters'). */
  readonly leftOut?: LeftOutMember;
}

/** The figures an answer states, for programs (the benchmark, the API) rather than readers. */
export interface ChatResult {
  /** The value, the count, or the top group's value. */
  readonly value: number | string | null;
  /** Most-common and top answers: the top group (several labels when they tie). */
  readonly top?: readonly string[];
  /** List answers: the groups shown, in order. */
  readonly groups?: readonly { readonly label: string; readonly value: number | string | null }[];
}

export interface ChatAnswer {
  readonly intent: ChatIntent;
  /** The answer as English text built from the data (the app shows it as the AI message). */
  readonly text: string;
  /** The column the answer is about, when there is one. */
  readonly column?: string;
  /** How the answer was computed; absent for declined answers. */
  readonly work?: ChatWork;
  /** The figures stated, when the answer came from a query. */
  readonly result?: ChatResult;
  /** A question this dataset can answer, offered when this one was declined. */
  readonly suggestion?: string;
}
