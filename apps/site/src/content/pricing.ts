import type { Faq } from './types.js';
import { yearlySaving } from '../lib/planPrice.js';

export interface Plan {
  name: 'Starter' | 'Professional' | 'Enterprise';
  description: string;
  monthly: number;
  annual: number;
  features: string[];
  cta: string;
  /** Internal route or product URL. */
  href: string;
  highlighted: boolean;
}

/** Three plans with the spec's prices; annual is ten times monthly (site.md §3, §9). */
export const PLANS: Plan[] = [
  {
    name: 'Starter',
    description: 'For individuals exploring their own exports.',
    monthly: 29,
    annual: 290,
    features: ['5 dashboards', '10GB storage', 'Six-step workflow', 'AI insights', 'Markdown reports', 'E-mail support'],
    cta: 'Start Free Trial',
    href: '/app/auth',
    highlighted: false,
  },
  {
    name: 'Professional',
    description: 'For teams that share dashboards and KPIs.',
    monthly: 79,
    annual: 790,
    features: ['Unlimited dashboards', '100GB storage', 'Sharing with view or edit permission', 'API access (500 requests/min)', 'Saved portfolios', 'Priority support'],
    cta: 'Start Free Trial',
    href: '/app/auth',
    highlighted: true,
  },
  {
    name: 'Enterprise',
    description: 'For organisations with custom needs.',
    monthly: 199,
    annual: 1990,
    features: ['Unlimited storage', 'Custom upload limits', 'Custom API rate limits', 'Multi-factor authentication enforcement', 'Dedicated account manager', '24/7 support'],
    cta: 'Contact Sales',
    href: '/contact',
    highlighted: false,
  },
];

export const PRICING_FAQS: Faq[] = [
  { question: 'Is there a free trial?', answer: 'Yes. Every plan starts with a 14-day free trial, and no card is needed to begin.' },
  { question: 'Can I change plans later?', answer: 'Yes. Upgrade or downgrade at any time; the difference is prorated on your next invoice.' },
  { question: 'How does annual billing work?', answer: `Annual plans cost ten times the monthly price — two months free, a saving of about ${yearlySaving(PLANS)}%.` },
  { question: 'What happens to my data if I cancel?', answer: 'Saved data is kept for 30 days after cancellation so you can export it, then deleted.' },
  { question: 'Do you offer discounts for nonprofits?', answer: 'Yes, registered nonprofits get a 50% discount. Contact us with your registration details.' },
  { question: 'Which payment methods do you accept?', answer: 'All major credit cards, and invoices with bank transfer for annual Enterprise plans.' },
];
