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
  it('the file-size FAQ keeps the spec\'s tier limits and states the signed-in app\'s 1GB browser limit (issue 15)', () => {
    const answer = HELP_FAQS.find((f) => f.question === 'How large can my file be?')!.answer;
    expect(answer).toContain('Up to 10MB on the Free tier, 100MB on Premium, and a custom limit on Enterprise.');
    // the app's own limits (apps/web messages/upload.ts): 1GB signed in, sampled above 128MB, originals stored up to 100MB
    expect(answer).toMatch(/up to 1GB in your browser: above 128MB .* sample/);
    expect(answer).toContain('files up to 100MB are stored');
  });
});
