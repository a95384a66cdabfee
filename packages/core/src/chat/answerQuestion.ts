import type { Dataset } from '../dataset/types.js';
import { analyzeQuestion } from './analyzeQuestion.js';

/**
 * The chat answer's text for a question (spec app.md §2: rules in the browser, no model), or null
 * for a blank question. See `analyzeQuestion` for the rules and for the answer's work.
 *
 * @example
 * answerQuestion(weather, 'how many days had snow'); // 'There are 26 rows where weather is snow (of 1,461 rows).'
 * answerQuestion(weather, '   '); // null
 */
export function answerQuestion(ds: Dataset, question: string): string | null {
  return analyzeQuestion(ds, question)?.text ?? null;
}
