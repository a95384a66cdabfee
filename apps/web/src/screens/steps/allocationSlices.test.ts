import { generatePortfolio, parseCsv } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { allocationSlices } from './allocationSlices.js';

describe('allocationSlices', () => {
  it('allocationSlices(holdings, symbol) flags only the fold of the holdings beyond the 10 largest as the rest', () => {
    // 12 holdings of 1 share: A..L priced 120 down to 10 — K (20) and L (10) fold into Other, 30 of 780
    const rows = 'ABCDEFGHIJKL'.split('').map((s, i) => `${s},1,${120 - i * 10}`);
    const p = generatePortfolio(parseCsv(`symbol,shares,price\n${rows.join('\n')}\n`));
    const slices = allocationSlices(p, (a) => a.symbol);
    expect(slices).toHaveLength(11);
    // core rounds allocations to 2 decimals: 3.846…% → 3.85
    expect(slices.filter((s) => s.rest).map((s) => s.value)).toEqual([expect.closeTo((30 / 780) * 100, 2)]);
    expect(slices.slice(0, 10).every((s) => s.rest === undefined)).toBe(true);
  });

  it('allocationSlices(portfolio, name) flags nothing when every group has its own slice', () => {
    const p = generatePortfolio(parseCsv('region,sales\nN,1\nS,2\nN,3\nS,4\n'));
    // S 2 + 4 = 6 of 10, N 1 + 3 = 4: largest first
    expect(allocationSlices(p, (a) => a.name)).toEqual([
      { label: 'S', value: 60 },
      { label: 'N', value: 40 },
    ]);
  });
});
