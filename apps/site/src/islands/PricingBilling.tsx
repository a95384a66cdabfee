import { BillingToggle } from '../components/BillingToggle.js';
import { useBilling } from '../stores/pageState.js';
import { island } from './island.js';

/** The pricing hero's monthly/annual toggle; the plan cards (PricingPlans) follow it. */
export default function PricingBilling() {
  const { billing, setBilling } = useBilling();
  return <BillingToggle billing={billing} onChange={setBilling} />;
}

export const PricingBillingIsland = island('PricingBilling', PricingBilling, { hydrate: 'interaction', group: 'billing' });
