import { PLANS } from '../content/pricing.js';
import { yearlySaving, type Billing } from '../lib/planPrice.js';
import './BillingToggle.css';

/** Monthly/annual switch for the pricing page; the annual badge's saving is computed from the plans' prices. */
export function BillingToggle({ billing, onChange, plans = PLANS }: { billing: Billing; onChange: (b: Billing) => void; plans?: readonly { monthly: number; annual: number }[] }) {
  const saving = yearlySaving(plans);
  return (
    <div className="billing-toggle" role="group" aria-label="Billing period">
      <button type="button" aria-pressed={billing === 'monthly'} onClick={() => onChange('monthly')}>
        Monthly
      </button>
      <button type="button" aria-pressed={billing === 'annual'} onClick={() => onChange('annual')}>
        Annual {saving > 0 ? <span className="save-badge">Save {saving}%</span> : null}
      </button>
    </div>
  );
}
