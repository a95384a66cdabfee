import { Accordion } from '../components/Accordion.js';
import { HELP_FAQS } from '../content/faqs.js';
import { filterFaqs } from '../lib/filterFaqs.js';
import { useFaqSearch } from '../stores/pageState.js';
import { island } from './island.js';

/** The help page's FAQ accordion, filtered by the hero's search (HelpSearch). */
export default function HelpFaq() {
  const faqs = filterFaqs(HELP_FAQS, useFaqSearch((s) => s.search));
  return faqs.length > 0 ? (
    <Accordion id="help-faq-item" items={faqs} />
  ) : (
    <p className="empty" role="status">No FAQs found matching the search term, try another term or contact us.</p>
  );
}

export const HelpFaqIsland = island('HelpFaq', HelpFaq, { hydrate: 'interaction', group: 'faq-search' });
