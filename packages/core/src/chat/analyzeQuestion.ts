import type { Dataset } from '../dataset/types.js';
import { answerLegacy } from './answerLegacy.js';
import { answerQuery } from './answerQuery.js';
import { compileQuestion } from './compileQuestion.js';
import { suggestedQuestions } from './suggestedQuestions.js';
import type { ChatAnswer } from './types.js';

/** A question about the measure the declined one named, else the first suggested question that runs a query. */
function suggestFor(ds: Dataset, column: string | undefined): string {
  const suggestions = suggestedQuestions(ds);
  const about = column ? suggestions.find((s) => s.includes(column)) : undefined;
  if (about) return about;
  const role = column ? ds.roles.find((r) => r.column === column) : undefined;
  if (role) return `What is the ${role.aggregation === 'sum' ? 'total' : 'average'} ${role.column}?`;
  return suggestions.find((s) => compileQuestion(ds, s).kind === 'query') ?? suggestions[0]!;
}

/**
 * Answers a question about the data (spec app.md §2: rules in the browser, no model) and shows its
 * work. `compileQuestion` reads it as a query (filters, grouping, aggregation), run by `runQuery`, or
 * as a whole-table question (size, types, missing values, trend, correlation, outliers); when it cannot
 * read the question with confidence the answer says why and suggests a question this dataset can
 * answer (one naming the same column when there is one). Misspelt words read as the words they are
 * closest to are listed in the work. Blank questions give null.
 *
 * @example
 * analyzeQuestion(weather, 'how many days had snow');
 * // { intent: 'count', text: 'There are 26 rows where weather is snow (of 1,461 rows).', work: { description: 'count of rows, where weather is snow', rowsUsed: 26, … } }
 */
export function analyzeQuestion(ds: Dataset, question: string): ChatAnswer | null {
  if (question.trim() === '') return null;
  const compiled = compileQuestion(ds, question);
  if (compiled.kind !== 'declined') {
    const answer = compiled.kind === 'query' ? answerQuery(ds, compiled.shape, compiled.query, compiled.unused, compiled.leftOut) : answerLegacy(ds, compiled.intent, compiled.column, compiled.unused);
    return compiled.readAs && answer.work ? { ...answer, work: { ...answer.work, readAs: compiled.readAs } } : answer;
  }
  const suggestion = suggestFor(ds, compiled.column);
  return { intent: 'declined', text: `I can't answer that with confidence. ${compiled.reason} Try: "${suggestion}"`, suggestion };
}
