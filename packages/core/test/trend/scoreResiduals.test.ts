import { describe, expect, it } from 'vitest';
import { scoreResiduals } from '../../src/trend/scoreResiduals.js';

describe('scoreResiduals', () => {
  it('scoreResiduals(values, fitted) scores y − ŷ robustly, NaN without a forecast', () => {
    // residuals [–, 1, 0, 19]: median 1, |r − 1| = 0, 1, 18 → MAD 1; z = 0.6745 (r − 1)
    const z = scoreResiduals([10, 12, 11, 30], Float64Array.from([NaN, 11, 11, 11]));
    expect(z[0]).toBeNaN();
    expect(z[1]).toBe(0);
    expect(z[2]).toBeCloseTo(-0.6745, 4);
    expect(z[3]).toBeCloseTo(12.141, 3);
  });
});
