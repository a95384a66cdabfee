import type { Column, Dataset } from '../dataset/types.js';

/**
 * The column a question names, case-insensitively, as a whole word or phrase
 * ('unit_price' also matches 'unit price'); the longest name wins when several
 * match. Optionally limited to one column type.
 *
 * @example
 * findColumn(ds, 'What is the average Unit Price?'); // the 'unit_price' column
 */
export function findColumn(ds: Dataset, question: string, type?: Column['type']): Column | undefined {
  const q = ` ${question.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  let best: Column | undefined;
  let bestLength = 0;
  for (const c of ds.columns) {
    if (type && c.type !== type) continue;
    const name = c.name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (name === '' || name.length <= bestLength) continue;
    if (q.includes(` ${name} `)) {
      best = c;
      bestLength = name.length;
    }
  }
  return best;
}
