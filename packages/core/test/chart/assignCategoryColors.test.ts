import { describe, expect, it } from 'vitest';
import { assignCategoryColors } from '../../src/chart/assignCategoryColors.js';

describe('assignCategoryColors', () => {
  it('assignCategoryColors({}, labels, size) gives new labels the slots in order', () => {
    expect(assignCategoryColors({}, ['North', 'South', 'East'], 8)).toEqual({ North: 0, South: 1, East: 2 });
  });

  it('assignCategoryColors(map, labels, size) keeps a known label on its slot in every later chart', () => {
    const first = assignCategoryColors({}, ['North', 'South'], 8);
    // A pie in another order: South stays 1, North stays 0; East takes the next unused slot 2.
    expect(assignCategoryColors(first, ['South', 'East', 'North'], 8)).toEqual({ North: 0, South: 1, East: 2 });
  });

  it('assignCategoryColors(map, labels, size) answers the same map when nothing is new, and never changes its input', () => {
    const map = Object.freeze({ A: 0, B: 1 });
    expect(assignCategoryColors(map, ['B', 'A', 'B'], 8)).toBe(map);
    expect(assignCategoryColors(map, ['C'], 8)).toEqual({ A: 0, B: 1, C: 2 });
    expect(map).toEqual({ A: 0, B: 1 });
  });

  it('assignCategoryColors avoids the slots of the same chart once the palette cycles', () => {
    // Palette of 2: A=0, B=1 are used once each. In the chart [C, A], slot 0 is A's, so C takes 1.
    expect(assignCategoryColors({ A: 0, B: 1 }, ['C', 'A'], 2)).toEqual({ A: 0, B: 1, C: 1 });
    // With every slot in the chart taken, the least used one wins: A=0, B=1, C=1 → slot 0 (used once).
    expect(assignCategoryColors({ A: 0, B: 1, C: 1 }, ['A', 'C', 'D'], 2).D).toBe(0);
  });

  it('assignCategoryColors counts a repeated new label once', () => {
    expect(assignCategoryColors({}, ['X', 'X', 'Y'], 8)).toEqual({ X: 0, Y: 1 });
  });
});
