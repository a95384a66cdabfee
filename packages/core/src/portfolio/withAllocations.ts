import { round } from '../stats/round.js';
import type { Asset } from './types.js';

/**
 * Assets with value = quantity × price and allocation = value / Σ value × 100
 * (2 decimals; 0 for every asset when the total is not positive).
 *
 * @example
 * withAllocations([{ …a, quantity: 1, price: 30 }, { …b, quantity: 1, price: 10 }]);
 * // allocations [75, 25]
 */
export function withAllocations(assets: readonly Asset[]): Asset[] {
  const valued = assets.map((a) => ({ ...a, value: round(a.quantity * a.price, 2) }));
  const total = valued.reduce((s, a) => s + a.value, 0);
  return valued.map((a) => ({ ...a, allocation: total > 0 ? round((a.value / total) * 100, 2) : 0 }));
}
