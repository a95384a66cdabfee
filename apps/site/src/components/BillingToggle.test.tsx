import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PLANS } from '../content/pricing.js';
import { type Billing, planPrice } from '../lib/planPrice.js';
import { BillingToggle } from './BillingToggle.js';

function Harness() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const p = planPrice(PLANS[1]!, billing);
  return (
    <>
      <BillingToggle billing={billing} onChange={setBilling} />
      <p>
        ${p.amount}/{p.period}
      </p>
    </>
  );
}

describe('BillingToggle', () => {
  it('switches between monthly and annual prices and shows Save 17%', async () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('$79/month')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Annual/ }));
    expect(screen.getByText('Save 17%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Annual/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('$790/year')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(screen.getByText('$79/month')).toBeInTheDocument();
  });

  it("the badge's saving follows the plans' prices, and there is none without a saving", () => {
    const { unmount } = render(<BillingToggle billing="monthly" onChange={() => undefined} plans={[{ monthly: 10, annual: 96 }, { monthly: 20, annual: 180 }]} />);
    expect(screen.getByRole('button', { name: /Annual/ })).toHaveTextContent('Save 20%');
    unmount();
    render(<BillingToggle billing="monthly" onChange={() => undefined} plans={[{ monthly: 10, annual: 120 }]} />);
    expect(screen.getByRole('button', { name: 'Annual' })).toBeInTheDocument();
    expect(screen.queryByText(/Save/)).toBeNull();
  });
});
