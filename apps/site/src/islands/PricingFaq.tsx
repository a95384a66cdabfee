import { Accordion } from '../components/Accordion.js';
import { PRICING_FAQS } from '../content/pricing.js';
import { island } from './island.js';

/** The pricing page's FAQ accordion. */
export default function PricingFaq() {
  return <Accordion id="pricing-faq-item" items={PRICING_FAQS} />;
}

export const PricingFaqIsland = island('PricingFaq', PricingFaq, { hydrate: 'interaction' });
