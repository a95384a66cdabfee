export type Billing = 'monthly' | 'annual';

export interface PlanPrice {
  amount: number;
  period: 'month' | 'year';
}

/** The price shown for a plan: annual is billed as ten months (site.md §9, the 'Save 17%' badge). */
export function planPrice(plan: { monthly: number; annual: number }, billing: Billing): PlanPrice {
  return billing === 'annual' ? { amount: plan.annual, period: 'year' } : { amount: plan.monthly, period: 'month' };
}

/** Rounded percentage saved by paying annually: 1 − annual / (12 × monthly). */
export function annualSaving(plan: { monthly: number; annual: number }): number {
  return Math.round((1 - plan.annual / (plan.monthly * 12)) * 100);
}
