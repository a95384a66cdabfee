export type Billing = 'monthly' | 'annual';

export interface PlanPrice {
  amount: number;
  period: 'month' | 'year';
}

/** The price shown for a plan: annual is billed as ten months (site.md §9, the annual badge). */
export function planPrice(plan: { monthly: number; annual: number }, billing: Billing): PlanPrice {
  return billing === 'annual' ? { amount: plan.annual, period: 'year' } : { amount: plan.monthly, period: 'month' };
}

/** Rounded percentage saved by paying annually: 1 − annual / (12 × monthly). */
export function annualSaving(plan: { monthly: number; annual: number }): number {
  return Math.round((1 - plan.annual / (plan.monthly * 12)) * 100);
}

/**
 * The annual badge's figure: the smallest rounded saving of paying annually over all plans, so the
 * badge never promises more than every plan gives (17 when each annual price is ten monthly ones).
 */
export function yearlySaving(plans: readonly { monthly: number; annual: number }[]): number {
  return plans.length === 0 ? 0 : Math.min(...plans.map(annualSaving));
}
