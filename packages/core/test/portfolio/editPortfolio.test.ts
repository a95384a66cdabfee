import { describe, expect, it } from 'vitest';
import { addAsset } from '../../src/portfolio/addAsset.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { isHoldings } from '../../src/report/portfolioSummary.js';
import { publicCsv } from '../helpers/publicCsv.js';
import { removeAsset } from '../../src/portfolio/removeAsset.js';
import { savePortfolio } from '../../src/portfolio/savePortfolio.js';
import type { Portfolio } from '../../src/portfolio/types.js';
import { updateAsset } from '../../src/portfolio/updateAsset.js';

const base: Portfolio = {
  id: 'p',
  name: 'P',
  description: 'd',
  total_value: 100,
  performance: 0,
  risk_score: 7,
  isCustomizable: true,
  assets: [
    { symbol: 'AAA', name: 'A', quantity: 3, price: 10, value: 30, allocation: 30, change: 1, changePercent: 10 },
    { symbol: 'BBB', name: 'B', quantity: 7, price: 10, value: 70, allocation: 70, change: -1, changePercent: -4 },
  ],
};

function ok(r: ReturnType<typeof addAsset>): Portfolio {
  if (!r.ok) throw new Error(r.code);
  return r.portfolio;
}

describe('portfolio edits', () => {
  it('addAsset(p, input) upper-cases the symbol, reads numbers and recomputes allocations', () => {
    const p = ok(addAsset(base, { symbol: ' ccc ', name: 'C', quantity: '10', price: '10' }));
    // values 30, 70, 100 → total 200 → 15%, 35%, 50%
    expect(p.assets.map((a) => [a.symbol, a.value, a.allocation])).toEqual([
      ['AAA', 30, 15],
      ['BBB', 70, 35],
      ['CCC', 100, 50],
    ]);
    expect(p.assets[2]).toMatchObject({ change: 0, changePercent: 0 });
    expect(base.assets).toHaveLength(2); // input not mutated
  });

  it('addAsset(p, input) requires all four fields, non-zero (non-numeric counts as 0)', () => {
    const good = { symbol: 'X', name: 'X', quantity: 1, price: 1 };
    for (const bad of [
      { ...good, symbol: '  ' },
      { ...good, name: '' },
      { ...good, quantity: 0 },
      { ...good, price: 'abc' },
      { ...good, quantity: '' },
      { ...good, price: -2 },
    ])
      expect(addAsset(base, bad)).toEqual({ ok: false, code: 'ASSET_FIELDS_REQUIRED' });
  });

  it('updateAsset(p, index, patch) recomputes value and allocations', () => {
    const p = ok(updateAsset(base, 0, { quantity: '13' }));
    // A: 13 × 10 = 130, B 70 → total 200 → 65%, 35%
    expect(p.assets.map((a) => [a.value, a.allocation])).toEqual([
      [130, 65],
      [70, 35],
    ]);
    const q = ok(updateAsset(base, 1, { price: 'x' })); // non-numeric → 0
    expect(q.assets[1]).toMatchObject({ price: 0, value: 0, allocation: 0 });
    expect(q.assets[0]!.allocation).toBe(100);
    expect(updateAsset(base, 5, { price: 1 })).toEqual({ ok: false, code: 'ASSET_INDEX_OUT_OF_RANGE' });
  });

  it('removeAsset(p, index) drops the asset and recomputes allocations', () => {
    const p = ok(removeAsset(base, 0));
    expect(p.assets.map((a) => [a.symbol, a.allocation])).toEqual([['BBB', 100]]);
    expect(removeAsset(base, -1).ok).toBe(false);
    expect(removeAsset(base, 1.5).ok).toBe(false);
  });

  it('savePortfolio(p, changes) recomputes total and performance, keeps risk_score', () => {
    const edited = ok(addAsset(base, { symbol: 'C', name: 'C', quantity: 5, price: 20 }));
    const saved = savePortfolio(edited, { name: 'Mine', description: 'Edited' });
    // 30 + 70 + 100 = 200; performance (10 − 4 + 0) / 3 = 2
    expect(saved).toMatchObject({ name: 'Mine', description: 'Edited', total_value: 200, performance: 2, risk_score: 7 });
  });

  it('savePortfolio(groups, changes) renames groups of a measure and keeps their figures: means are never totalled', () => {
    const groups = generatePortfolio(publicCsv('stocks.csv')); // mean price by symbol: no total, no shares
    const saved = savePortfolio(groups, { name: 'Prices', description: 'Mean price per symbol' });
    expect(saved).toEqual({ ...groups, name: 'Prices', description: 'Mean price per symbol' });
    expect(saved.total_value).toBe(0);
    expect(saved.assets.every((a) => a.allocation === 0)).toBe(true);
    expect(isHoldings(saved)).toBe(false);
  });

  it('savePortfolio(p) keeps an unknown performance unknown: an added asset has no earlier price either', () => {
    const unknown: Portfolio = { ...base, performance: null };
    const saved = savePortfolio(ok(addAsset(unknown, { symbol: 'C', name: 'C', quantity: 5, price: 20 })), { name: 'Mine' });
    // the total is recomputed (30 + 70 + 100 = 200); the performance stays null, never (10 − 4 + 0) / 3
    expect(saved).toMatchObject({ name: 'Mine', total_value: 200, performance: null });
  });

  it('savePortfolio(p) defaults a missing risk_score to 5 and performance to 0 without assets', () => {
    const empty = savePortfolio({ ...base, assets: [], risk_score: NaN });
    expect(empty).toMatchObject({ total_value: 0, performance: 0, risk_score: 5, name: 'P' });
  });
});
