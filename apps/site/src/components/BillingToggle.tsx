import type { Billing } from '../lib/planPrice.js';
import './BillingToggle.css';

/** Monthly/annual switch for the pricing page, with the 'Save 17%' badge on annual. */
export function BillingToggle({ billing, onChange }: { billing: Billing; onChange: (b: Billing) => void }) {
  return (
    <div className="billing-toggle" role="group" aria-label="Billing period">
      <button type="button" aria-pressed={billing === 'monthly'} onClick={() => onChange('monthly')}>
        Monthly
      </button>
      <button type="button" aria-pressed={billing === 'annual'} onClick={() => onChange('annual')}>
        Annual <span className="save-badge">Save 17%</span>
      </button>
    </div>
  );
}
