import { analyzeQuestion, formatNumber } from '@tallyline/core';
import type { ChatWork, Dataset } from '@tallyline/core';
import type { ChatReply } from '../../stores/chatStore.js';

/** The rows an answer rests on, as the chat shows them. */
function rowsUsed(w: ChatWork): string {
  const f = (n: number) => formatNumber(n);
  if (w.rowsUsed === w.rowCount) return `all ${f(w.rowCount)} rows`;
  const used = `${f(w.rowsUsed)} of ${f(w.rowCount)} rows`;
  return w.rowsMatched > w.rowsUsed ? `${used} (${f(w.rowsMatched)} met the conditions; the others had no value)` : used;
}

/** Misspelt words read as others, as phrases: '"averge" as "average"'. */
function readAs(w: ChatWork): { readAs?: string[] } {
  return w.readAs && w.readAs.length > 0 ? { readAs: w.readAs.map((c) => `"${c.written}" as "${c.as}"`) } : {};
}

/** A declined answer's text without its closing 'Try: "…"' sentence: the panel offers that question as a button. */
function withoutSuggestion(text: string, suggestion: string | undefined): string {
  const sentence = ` Try: "${suggestion}"`;
  return suggestion && text.endsWith(sentence) ? text.slice(0, -sentence.length) : text;
}

/** Core's answer to a question as the conversation keeps it: the text, the work in sentences, a suggestion when declined. */
export function chatReply(ds: Dataset, question: string): ChatReply {
  const a = analyzeQuestion(ds, question);
  if (!a) return { text: '' };
  return {
    text: withoutSuggestion(a.text, a.suggestion),
    ...(a.work ? { work: { query: a.work.description, rows: rowsUsed(a.work), unusedWords: a.work.unusedWords, ...readAs(a.work) } } : {}),
    ...(a.suggestion ? { suggestion: a.suggestion } : {}),
  };
}
