import { ButtonLink } from '@tallyline/ui';
import { Icon } from '../components/Icon.js';
import { PLANS } from '../content/pricing.js';
import { planPrice } from '../lib/planPrice.js';
import { useBilling } from '../stores/pageState.js';
import { island } from './island.js';
import './PricingPlans.css';

/** The three plan cards, priced for the period chosen in the hero (PricingBilling). */
export default function PricingPlans() {
  const billing = useBilling((s) => s.billing);
  return (
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
            <ButtonLink variant={plan.highlighted ? 'primary' : 'secondary'} block href={plan.href}>
              {plan.cta}
            </ButtonLink>
            <ul className="check-list">
              {plan.features.map((f) => (
                <li key={f}>
                  <Icon name="check" size={16} /> {f}
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </div>
  );
}

export const PricingPlansIsland = island('PricingPlans', PricingPlans, { hydrate: 'interaction', group: 'billing' });
