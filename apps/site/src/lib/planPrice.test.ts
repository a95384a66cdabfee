import { describe, expect, it } from 'vitest';
import { PLANS } from '../content/pricing.js';
import { annualSaving, planPrice, yearlySaving } from './planPrice.js';

describe('planPrice', () => {
  it('planPrice(plan, monthly) is the monthly price per month', () => {
    expect(planPrice({ monthly: 29, annual: 290 }, 'monthly')).toEqual({ amount: 29, period: 'month' });
  });
  it('planPrice(plan, annual) is the annual price per year', () => {
    expect(planPrice({ monthly: 79, annual: 790 }, 'annual')).toEqual({ amount: 790, period: 'year' });
  });
  it('the three plans have the spec prices and annual is ten times monthly', () => {
    expect(PLANS.map((p) => [p.name, p.monthly, p.annual])).toEqual([['Starter', 29, 290], ['Professional', 79, 790], ['Enterprise', 199, 1990]]);
  });
  it('annualSaving rounds 1 − 10/12 to 17%', () => {
    // 1 - 290 / (29 * 12) = 1 - 290/348 = 0.1667 → 17
    expect(annualSaving({ monthly: 29, annual: 290 })).toBe(17);
  });
  it('yearlySaving is the smallest saving over the plans (17% for the spec prices)', () => {
    expect(yearlySaving(PLANS)).toBe(17);
    expect(yearlySaving([{ monthly: 10, annual: 96 }, { monthly: 10, annual: 108 }])).toBe(10);
    expect(yearlySaving([])).toBe(0);
  });
});
