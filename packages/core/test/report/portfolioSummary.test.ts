import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { isSamplePortfolio, samplePortfolio } from '../../src/portfolio/samplePortfolio.js';
import { isHoldings, portfolioAmount, portfolioSummary } from '../../src/report/portfolioSummary.js';
import { dataset, date, days, num, str } from '../helpers/dataset.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

describe('portfolioSummary', () => {
  it('portfolioAmount(p, x) uses the currency only for money in a known currency (the sample is dollars)', () => {
    const p = generatePortfolio(dataset(str('r', ['a']), num('rain', [1])));
    expect(portfolioAmount(p, 4426)).toBe('4,426');
    expect(portfolioAmount({ ...p, money: true, currency: '€' }, 12)).toBe('€12.00');
    expect(portfolioAmount({ ...p, money: true, currency: null }, 12)).toBe('12');
    expect(portfolioAmount(samplePortfolio(), 12)).toBe('$12.00');
  });

  it('portfolioSummary(p) words rainfall as a total with shares, never as money or holdings', () => {
    // a: 1 + 3 = 4, b: 6 → total 10, b has 60%; days 1–3, midpoint day 2 left out: day 1 (1) → day 3 (3) = +200%
    const p = generatePortfolio(dataset(str('sky', ['a', 'b', 'a']), num('rain', [1, 6, 3]), date('day', days('2024-01-01', 3))));
    expect(portfolioSummary(p)).toBe(
      'total rain by sky: 2 groups, 10 in total; b has the largest share (60%). From the earlier to the later half of the time range, the total rain went from 1 to 3 (+200%).',
    );
  });

  it('portfolioSummary(p) without a time column states no change: row order is not time', () => {
    const p = generatePortfolio(dataset(str('sky', ['a', 'b', 'a']), num('rain', [1, 6, 3])));
    expect(portfolioSummary(p)).toBe('total rain by sky: 2 groups, 10 in total; b has the largest share (60%).');
    const means = generatePortfolio(dataset(str('city', ['A', 'A', 'B', 'B']), num('temp', [-2, 0, 4, 6])));
    expect(portfolioSummary(means)).toBe('mean temp by city: 2 groups; B has the highest mean temp (5).');
  });

  it('portfolioSummary(flights-airport.csv) never calls the folded rest the largest share, and states no change without time', () => {
    const rows = publicCsvRows('flights-airport.csv');
    // independent: total count per origin, the largest one and its share of all flights
    const byOrigin = new Map<string, number>();
    let total = 0;
    for (const [origin, , count] of rows) {
      const c = Number(count);
      byOrigin.set(origin!, (byOrigin.get(origin!) ?? 0) + c);
      total += c;
    }
    const ranked = [...byOrigin].sort((a, b) => b[1] - a[1]);
    const [topName, topCount] = ranked[0]!;
    const rest = ranked.slice(10).reduce((t, [, c]) => t + c, 0);
    const text = portfolioSummary(generatePortfolio(publicCsv('flights-airport.csv')));
    const pct = (x: number) => `${Math.round((x / total) * 10000) / 100}%`;
    expect(text).toContain(`the 10 largest groups and the rest together as Other`);
    expect(text).toContain(`${topName} has the largest share (${pct(topCount)}), the rest together ${pct(rest)}.`);
    expect(text).not.toMatch(/half of/);
  });

  it('portfolioSummary(p) words temperatures by their mean, with the change in units', () => {
    // A on days 1–10 (5 rows a half, MIN_HALF_ROWS): mean 20 / 10 = 2; change 25/5 − (−5)/5 = 5 − (−1) = +6 units
    const temps = [-2, 0, -2, 0, -1, 4, 6, 4, 6, 5];
    const p = generatePortfolio(dataset(str('city', temps.map(() => 'A')), num('temp', temps), date('day', days('2024-01-01', 10))));
    expect(portfolioSummary(p)).toBe(
      'mean temp by city: 1 group; A has the highest mean temp (2). From the earlier to the later half of its time range, the mean temp moved by +6 (A), in its own units.',
    );
  });

  it('portfolioSummary(p) words holdings (a header naming a holding) with worth, performance and risk', () => {
    const text = portfolioSummary(generatePortfolio(dataset(str('account', ['N', 'S']), num('market_value', [30, 10]), num('pad', [1, 2]))));
    // no time column: nothing earlier to compare with, so the performance is unknown — never "Performance 0%"
    expect(text).toMatch(/^total market_value by account: 2 components worth 40 in total; the largest is N at 75%\. Performance unknown \(no earlier values in the file\), risk score [\d.]+\/10\.$/);
  });

  it('portfolioSummary(p) of positions without a date says there are no earlier prices; with dates it gives the mean % change', () => {
    const undated = portfolioSummary(generatePortfolio(parseCsv('symbol,shares,price\nAAPL,10,150\nMSFT,5,300\n')));
    expect(undated).toContain('Performance unknown (no earlier prices in the file), risk score');
    expect(undated).not.toMatch(/Performance [+-]?\d/);
    // AAPL 1500 → 1920 (+28%), MSFT 1500 → 1550 (+3.33%): (28 + 3.33) / 2 = 15.67
    const dated = portfolioSummary(
      generatePortfolio(parseCsv('date,symbol,shares,price\n2024-01-31,AAPL,10,150\n2024-01-31,MSFT,5,300\n2024-02-29,AAPL,12,160\n2024-02-29,MSFT,5,310\n')),
    );
    expect(dated).toContain('Performance +15.67%, risk score');
  });

  it('portfolioSummary(p) words money that adds up but is no holding (order amounts) as groups', () => {
    // N 30, S 10: 40 in total, N 75%; no performance, no risk score
    const text = portfolioSummary(generatePortfolio(dataset(str('region', ['N', 'S']), num('amount', [30, 10]), num('pad', [1, 2]))));
    expect(text).toMatch(/^total amount by region: 2 groups, 40 in total; N has the largest share \(75%\)\./);
    expect(text).not.toMatch(/Performance|risk score|worth/);
  });

  it('portfolioSummary(p) of mean prices names the range of the groups\' own changes, never their mean (performance is 0: no performance of means)', () => {
    // days 1–10, 5 a half (MIN_HALF_ROWS): A 10 → 20 = +100%, B 40 → 30 = −25% (their mean, +37.5%, describes neither)
    const d = days('2024-01-01', 10);
    const p = generatePortfolio(
      dataset(str('symbol', [...d.map(() => 'A'), ...d.map(() => 'B')]), num('price', [...d.map((_, i) => (i < 5 ? 10 : 20)), ...d.map((_, i) => (i < 5 ? 40 : 30))]), date('day', [...d, ...d])),
    );
    expect(p).toMatchObject({ aggregation: 'mean', total_value: 0, performance: 0 });
    expect(portfolioSummary(p)).toMatch(/the mean price changed by between -25% \(B\) and \+100% \(A\)\.$/);
    expect(portfolioSummary(p)).not.toMatch(/on average/);
  });

  it('portfolioSummary(p) of seattle-weather never shows a dollar sign', () => {
    expect(portfolioSummary(generatePortfolio(publicCsv('seattle-weather.csv')))).not.toContain('$');
  });
});

describe('portfolioSummary (sample)', () => {
  it('portfolioSummary(sample) says the data gave no portfolio instead of describing five invented funds', () => {
    expect(portfolioSummary(samplePortfolio())).toMatch(/^No portfolio comes from this data/);
    expect(portfolioSummary(samplePortfolio())).not.toMatch(/Technology Fund|\$/);
  });
  it('isSamplePortfolio(p) is false once the user edits an asset: then it is their holdings', () => {
    const s = samplePortfolio();
    expect(isSamplePortfolio(s)).toBe(true);
    expect(isSamplePortfolio({ ...s, assets: s.assets.slice(1) })).toBe(false);
    expect(isSamplePortfolio({ ...s, assets: s.assets.map((a, i) => (i === 0 ? { ...a, quantity: 1 } : a)) })).toBe(false);
    expect(portfolioSummary({ ...s, assets: s.assets.slice(1) })).toMatch(/^Sample Portfolio: 4 components worth/);
  });
});

describe('portfolioSummary (costs)', () => {
  it('portfolioSummary(p) words costs as spending by group: no performance, no risk score', () => {
    // North 10 + 30 = 40, South 60 → total 100, South 60%
    const p = generatePortfolio(dataset(str('region', ['North', 'South', 'North']), num('repair_cost', [10, 60, 30])));
    expect(p.money).toBe(true);
    expect(isHoldings(p)).toBe(false);
    expect(portfolioSummary(p)).toMatch(/^total repair_cost by region: 2 groups, .*100.* in total; South has the largest share \(60%\)\./);
    expect(portfolioSummary(p)).not.toMatch(/Performance|risk score/);
    // revenue is money that adds up, not holdings; evidence (or a user's edit) makes holdings
    expect(isHoldings({ ...p, valueColumn: 'revenue' })).toBe(false);
    expect(isHoldings({ ...p, holdingEvidence: 'shares × price' })).toBe(true);
  });
});
