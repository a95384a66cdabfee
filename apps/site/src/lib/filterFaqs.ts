import type { Faq } from '../content/types.js';

/** FAQ search: case-insensitive substring of question or answer; empty search keeps all. */
export function filterFaqs(faqs: readonly Faq[], search: string): Faq[] {
  const q = search.trim().toLowerCase();
  if (q === '') return [...faqs];
  return faqs.filter((f) => f.question.toLowerCase().includes(q) || f.answer.toLowerCase().includes(q));
}
