import { PageHero, Section } from '../components/PageHero.js';
import { PricingBillingIsland } from '../islands/PricingBilling.js';
import { PricingFaqIsland } from '../islands/PricingFaq.js';
import { PricingPlansIsland } from '../islands/PricingPlans.js';

export function PricingPage() {
  return (
    <>
      <PageHero eyebrow="Pricing" title="Simple pricing that grows with your team" lead="Every plan starts with a 14-day free trial — no card needed. Nonprofits get 50% off.">
        <PricingBillingIsland />
      </PageHero>
      <section className="section tight" aria-label="Plans">
        <PricingPlansIsland />
      </section>
      <Section id="pricing-faq" title="Frequently asked questions" tone="alt">
        <div className="narrow-block">
          <PricingFaqIsland />
        </div>
      </Section>
    </>
  );
}
