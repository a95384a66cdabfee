import { describe, expect, it } from 'vitest';
import { kpiArrow } from '../../src/kpi/kpiArrow.js';

describe('kpiArrow', () => {
  it('kpiArrow(current, target) points the way the card compares: above the target up, below down, equal stable', () => {
    // orders 2023-12 at 119% of 2022-12: up (it read "→ Stable" when the arrow followed a fitted line)
    expect(kpiArrow(119, 100)).toBe('up');
    expect(kpiArrow(17.99, 28.8)).toBe('down');
    expect(kpiArrow(-3, -1)).toBe('down');
    expect(kpiArrow(5, 5)).toBe('stable');
    expect(kpiArrow(NaN, 5)).toBe('stable');
  });
});
