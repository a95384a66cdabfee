import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Accordion } from '../components/Accordion.js';
import { BillingToggle } from '../components/BillingToggle.js';
import { Icon } from '../components/Icon.js';
import { PageHero, Section } from '../components/PageHero.js';
import { PLANS, PRICING_FAQS } from '../content/pricing.js';
import { planPrice, type Billing } from '../lib/planPrice.js';

export function PricingPage() {
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <>
      <PageHero eyebrow="Pricing" title="Simple pricing that grows with your team" lead="Every plan starts with a 14-day free trial — no card needed. Nonprofits get 50% off.">
        <BillingToggle billing={billing} onChange={setBilling} />
      </PageHero>
      <section className="section tight" aria-label="Plans">
        <div className="container grid grid-3 plans">
          {PLANS.map((plan) => {
            const price = planPrice(plan, billing);
            return (
              <article key={plan.name} className={plan.highlighted ? 'card plan highlighted' : 'card plan'} aria-labelledby={`plan-${plan.name}`}>
                {plan.highlighted && <p className="plan-flag">Most popular</p>}
                <h2 id={`plan-${plan.name}`}>{plan.name}</h2>
                <p className="muted">{plan.description}</p>
                <p className="price" data-testid={`price-${plan.name}`}>
                  <span className="amount">${price.amount}</span>
                  <span className="per">/{price.period}</span>
                </p>
                {plan.href === '/contact' ? (
                  <Link className="btn btn-secondary btn-block" to="/contact">{plan.cta}</Link>
                ) : (
                  <a className={plan.highlighted ? 'btn btn-primary btn-block' : 'btn btn-secondary btn-block'} href={plan.href}>{plan.cta}</a>
                )}
                <ul className="check-list">
                  {plan.features.map((f) => (
                    <li key={f}><Icon name="check" size={16} /> {f}</li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      </section>
      <Section id="pricing-faq" title="Frequently asked questions" tone="alt">
        <div className="narrow-block">
          <Accordion items={PRICING_FAQS} />
        </div>
      </Section>
    </>
  );
}
