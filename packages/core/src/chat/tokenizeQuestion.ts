/** One word, number, date or comparison sign of a question. */
export interface QuestionToken {
  /** As written. */
  readonly text: string;
  /** Lower case; a number without its $ , or % signs. */
  readonly norm: string;
  readonly kind: 'word' | 'number' | 'date' | 'sign';
}

const TOKEN =
  /(\d{4}-\d{2}(?:-\d{2})?)(?![\p{L}\p{N}])|(\d+(?:st|nd|rd|th))(?![\p{L}\p{N}])|((?<![\p{L}\p{N}])[-+]?[$€£¥]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])[-+]?[$€£¥]?\.\d+%?)|(>=|<=|!=|<>|=|>|<)|([\p{L}\p{N}]+(?:['’][\p{L}]+)?)/gu;

/**
 * Splits a question into words, numbers (with $ , % dropped from `norm`), yyyy-mm(-dd) dates and
 * comparison signs. Underscores, hyphens and other punctuation separate words, so `temp_max` reads
 * as "temp max" on both sides of every match.
 *
 * @example
 * tokenizeQuestion('Average temp_max > 20?').map((t) => t.norm); // ['average', 'temp', 'max', '>', '20']
 */
export function tokenizeQuestion(question: string): QuestionToken[] {
  const tokens: QuestionToken[] = [];
  for (const m of question.matchAll(TOKEN)) {
    const text = m[0];
    if (m[1]) tokens.push({ text, norm: text, kind: 'date' });
    else if (m[2]) tokens.push({ text, norm: text.toLowerCase(), kind: 'word' });
    else if (m[3]) tokens.push({ text, norm: String(Number(text.replace(/[$€£¥,%]/g, ''))), kind: 'number' });
    else if (m[4]) tokens.push({ text, norm: text === '<>' ? '!=' : text, kind: 'sign' });
    else tokens.push({ text, norm: text.toLowerCase().replace('’', "'"), kind: 'word' });
  }
  return tokens;
}

/**
 * The words of a name or a cell value as the question matcher sees them ('temp_max' → 'temp max').
 *
 * @example
 * normalizeWords('Cost Total $'); // 'cost total'
 */
export function normalizeWords(text: string): string {
  return tokenizeQuestion(text)
    .map((t) => t.norm)
    .join(' ');
}
