// A positions file (one row per instrument) keeps its portfolio after the per-row label rule (8d926c6): the symbol
// column is an identifier (5 symbols, each once), and a quantity × price pair makes it what is held.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';

const POSITIONS = 'symbol,shares,price\nAAPL,10,150\nMSFT,5,300\nIBM,2,100\nGOOG,3,120\nAMZN,4,90\n';

describe('holdings keyed by a per-row label', () => {
  it('positions.csv: symbol is a per-row label, and the portfolio holds one asset per symbol valued shares × price', () => {
    const ds = parseCsv(POSITIONS);
    expect(ds.roles.find((r) => r.column === 'symbol')?.role).toBe('identifier');
    const p = generatePortfolio(ds);
    expect(p.holdingEvidence).toMatch(/a quantity × price pair/);
    // 10 × 150 + 5 × 300 + 2 × 100 + 3 × 120 + 4 × 90 = 1,500 + 1,500 + 200 + 360 + 360 = 3,920
    expect(p.total_value).toBe(3920);
    expect(p.assets.map((a) => a.name).sort()).toEqual(['AAPL', 'AMZN', 'GOOG', 'IBM', 'MSFT']);
  });

  it('a per-row label without a quantity × price pair lists its rows, one each, never a mean (a summary table)', () => {
    const ds = parseCsv('name,age\nAl,30\nBo,40\nCy,50\nDi,60\nEd,70\n');
    const p = generatePortfolio(ds);
    expect(p).toMatchObject({ name: 'age per name (one row each)', perRow: true, aggregation: 'mean', total_value: 0 });
    expect(p.holdingEvidence).toBeUndefined();
    expect(p.assets.map((a) => [a.name, a.value])).toEqual([['Ed', 70], ['Di', 60], ['Cy', 50], ['Bo', 40], ['Al', 30]]);
  });

  it('a per-row code (no name) without a pair stays no group', () => {
    const ds = parseCsv('ref,age\nA1,30\nB2,40\nC3,50\nD4,60\nE5,70\n');
    expect(generatePortfolio(ds).assets.some((a) => a.name === 'A1')).toBe(false);
  });
});
