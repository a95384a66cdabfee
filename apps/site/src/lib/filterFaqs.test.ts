import { describe, expect, it } from 'vitest';
import { HELP_FAQS } from '../content/faqs.js';
import { filterFaqs } from './filterFaqs.js';

const faqs = [
  { question: 'How large can my file be?', answer: '10MB on Free' },
  { question: 'Can I share?', answer: 'Yes, with view or edit permission' },
];

describe('filterFaqs', () => {
  it('filterFaqs(faqs, "") keeps all eight help FAQs', () => {
    expect(filterFaqs(HELP_FAQS, '')).toHaveLength(8);
  });
  it('filterFaqs matches question text, case-insensitively', () => {
    expect(filterFaqs(faqs, 'LARGE')).toEqual([faqs[0]]);
  });
  it('filterFaqs matches answer text', () => {
    expect(filterFaqs(faqs, 'edit permission')).toEqual([faqs[1]]);
  });
  it('filterFaqs returns nothing when no question or answer matches', () => {
    expect(filterFaqs(faqs, 'blockchain')).toEqual([]);
  });
});
