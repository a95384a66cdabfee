import { SUGGESTED_QUESTION_COUNT } from '../constants.js';
import type { Dataset } from '../dataset/types.js';

/**
 * The 8 suggested questions (spec app.md §2/§9), naming the dataset's own first
 * numeric and first string columns so each one has an answer.
 *
 * @example
 * suggestedQuestions(ds)[1]; // 'What is the average sales?'
 */
export function suggestedQuestions(ds: Dataset): string[] {
  const num = ds.columns.find((c) => c.type === 'number')?.name;
  const str = ds.columns.find((c) => c.type === 'string')?.name;
  const questions = [
    'How many rows and columns are there?',
    num ? `What is the average ${num}?` : 'What is the average value?',
    num ? `What are the minimum and maximum ${num}?` : 'What are the minimum and maximum values?',
    str ? `What are the top ${str} categories?` : 'What are the top categories?',
    'Are there any missing values?',
    num ? `What is the trend of ${num}?` : 'What is the trend?',
    'Which columns are most correlated?',
    num ? `Are there outliers in ${num}?` : 'Are there any outliers?',
  ];
  return questions.slice(0, SUGGESTED_QUESTION_COUNT);
}
