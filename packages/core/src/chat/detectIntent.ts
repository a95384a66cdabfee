import type { ChatIntent } from './types.js';

/** Keyword rules, tried in this order; the first whose pattern matches wins. */
export const INTENT_RULES: readonly { readonly intent: ChatIntent; readonly pattern: RegExp }[] = [
  { intent: 'correlation', pattern: /correlat|relationship|related|relate\b/ },
  { intent: 'outliers', pattern: /outlier|unusual|anomal|extreme/ },
  { intent: 'missing', pattern: /missing|null|empty|blank|quality|complete/ },
  { intent: 'types', pattern: /\btypes?\b|data ?type|kind of column|what columns|which columns|list.*columns/ },
  { intent: 'trend', pattern: /trend|direction|growing|grow|increas|decreas|over time|forecast/ },
  { intent: 'average', pattern: /average|\bmean\b|\bavg\b|typical/ },
  { intent: 'minimum', pattern: /\bmin\b|minimum|lowest|smallest|least/ },
  { intent: 'maximum', pattern: /\bmax\b|maximum|highest|largest|biggest|greatest/ },
  { intent: 'count', pattern: /how many|number of|\bcount\b|\bsize\b|how big|\brows?\b|\brecords?\b|\bcolumns?\b/ },
  { intent: 'sum', pattern: /\bsum\b|\btotal\b/ },
  { intent: 'top', pattern: /\btop\b|categor|most common|frequent|popular|breakdown/ },
  { intent: 'overview', pattern: /summar|overview|describe|about (the|this) data|tell me about/ },
];

/**
 * The intent of a question by keyword rules (spec app.md §1: no model is called):
 * the lower-cased question is tested against `INTENT_RULES` in order; 'help' when
 * none matches.
 *
 * @example
 * detectIntent('What is the average price?'); // 'average'
 */
export function detectIntent(question: string): ChatIntent {
  const q = question.toLowerCase();
  return INTENT_RULES.find((r) => r.pattern.test(q))?.intent ?? 'help';
}
