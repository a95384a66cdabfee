import type { Dataset } from '../dataset/types.js';
import { analyzeQuestion } from './analyzeQuestion.js';

/**
 * The chat answer's text for a question (spec app.md §2: keyword rules in the
 * browser, no model), or null for a blank question. See `analyzeQuestion` for the rules.
 *
 * @example
 * answerQuestion(ds, 'How many rows are there?'); // 'The dataset has 4 rows and 3 columns.'
 * answerQuestion(ds, '   '); // null
 */
export function answerQuestion(ds: Dataset, question: string): string | null {
  return analyzeQuestion(ds, question)?.text ?? null;
}
