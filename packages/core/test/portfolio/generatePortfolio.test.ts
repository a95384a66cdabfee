import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { removeAsset } from '../../src/portfolio/removeAsset.js';
import { isHoldings } from '../../src/report/portfolioSummary.js';
import { riskScore } from '../../src/portfolio/riskScore.js';
import { samplePortfolio } from '../../src/portfolio/samplePortfolio.js';
import { uniqueSymbol } from '../../src/portfolio/uniqueSymbol.js';
import { dataset, date, days, num, str } from '../helpers/dataset.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

describe('generatePortfolio', () => {
  const ds = dataset(
    str('region', ['North', 'South', 'North', 'South', 'North', 'East']),
    num('sales', [10, 20, 30, 40, 50, null]),
  );

  it('generatePortfolio(ds) groups by the first category and sums an additive measure', () => {
    const p = generatePortfolio(ds);
    // North 10+30+50 = 90 (3 rows, mean 30); South 20+40 = 60 (2 rows, mean 30); East has no number → no asset
    expect(p.assets.map((a) => [a.symbol, a.name, a.quantity, a.price, a.value, a.allocation])).toEqual([
      ['NORT', 'North', 3, 30, 90, 60], // 90 / 150 = 60%
      ['SOUT', 'South', 2, 30, 60, 40],
    ]);
    expect(p.total_value).toBe(150);
    expect(p.name).toBe('total sales by region');
    expect(p).toMatchObject({ groupColumn: 'region', valueColumn: 'sales', aggregation: 'sum', scale: 'ratio', money: true, currency: null });
    expect(p.isCustomizable).toBe(true);
  });

  it('generatePortfolio(ds) without a date gives no change: the first and last rows of a file are not earlier and later', () => {
    const p = generatePortfolio(ds);
    for (const a of p.assets) {
      expect([a.change, a.changePercent, a.earlier, a.later]).toEqual([0, 0, undefined, undefined]);
    }
    expect(p.changeHalves).toBeUndefined();
    expect(p.totalChange).toBeUndefined();
    // nothing earlier to compare with: no performance (null), not a made-up 0%
    expect(p.performance).toBeNull();
  });

  it('generatePortfolio(flights-airport.csv) states no change over rows ordered by airport code (no time column)', () => {
    const p = generatePortfolio(publicCsv('flights-airport.csv'));
    expect(p.name).toBe('total count by origin');
    expect(p.totalChange).toBeUndefined();
    expect(p.assets.every((a) => a.change === 0 && a.earlier === undefined)).toBe(true);
  });

  it('generatePortfolio(ds) risk_score from concentration and volatility', () => {
    // weights .6/.4: HHI .52, C = (.52 − .5)/(1 − .5) = .04
    // CV North: sd(10,30,50) = 20, 20/30 = .6667; South: sd(20,40) = 14.142, /30 = .4714
    // V = .6 × .6667 + .4 × .4714 = .58856; risk = 10 × (.02 + .29428) = 3.14 → 3.1
    expect(generatePortfolio(ds).risk_score).toBe(3.1);
  });

  it('generatePortfolio(ds) with a date column splits an additive measure\'s totals at the midpoint of the date range', () => {
    const dated = dataset(
      str('fund', ['A', 'A', 'A', 'A']),
      num('value', [10, 20, 30, 40]),
      date('day', ['2024-01-04', '2024-01-01', '2024-01-03', '2024-01-02']),
    );
    // range Jan 1 – Jan 4, midpoint Jan 2.5: earlier Jan 1 (20) + Jan 2 (40) = 60; later Jan 3 (30) + Jan 4 (10) = 40
    const [a] = generatePortfolio(dated).assets;
    expect([a!.earlier, a!.later, a!.change, a!.changePercent]).toEqual([60, 40, -20, -33.33]);
    // without the date column (dateColumn: null) row order is not time: no change at all
    const [b] = generatePortfolio(dated, { dateColumn: null }).assets;
    expect([b!.earlier, b!.later, b!.change, b!.changePercent]).toEqual([undefined, undefined, 0, 0]);
  });

  it('generatePortfolio(ds) cuts an additive measure\'s halves over the whole range, so a group that starts late grows from 0', () => {
    // A every day Jan 1–4; B only Jan 3–4 (its own range would have halves Jan 3 | Jan 4)
    const dated = dataset(
      str('shop', ['A', 'A', 'A', 'A', 'B', 'B']),
      num('sales', [1, 2, 3, 4, 5, 7]),
      date('day', ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-03', '2024-01-04']),
    );
    const p = generatePortfolio(dated);
    const by = new Map(p.assets.map((a) => [a.name, a]));
    // midpoint Jan 2.5: A 1 + 2 = 3 → 3 + 4 = 7 (+4, +133.33%); B nothing → 5 + 7 = 12 (+12, no % of 0)
    expect(['A', 'B'].map((n) => [by.get(n)!.earlier, by.get(n)!.later, by.get(n)!.change, by.get(n)!.changePercent])).toEqual([
      [3, 7, 4, 133.33],
      [0, 12, 12, 0],
    ]);
    // the groups' halves are the halves of the total the report states: 3 + 0 = 3, 7 + 12 = 19
    expect(p.totalChange).toEqual({ earlier: 3, later: 19, by: 'time' });
    expect(p.changeHalves).toEqual({ by: 'time', within: 'all' });
  });

  it('generatePortfolio(ds, options) uses the chosen group and value columns', () => {
    const two = dataset(str('a', ['x', 'y']), str('b', ['p', 'p']), num('n', [1, 2]), num('m', [5, 7]));
    const p = generatePortfolio(two, { groupColumn: 'b', valueColumn: 'm' });
    expect(p.assets.map((x) => [x.name, x.value])).toEqual([['p', 12]]);
  });

  it('generatePortfolio(ds) keeps the 10 largest groups and folds the rest into Other', () => {
    const names = Array.from({ length: 12 }, (_, i) => `G${String(i + 1).padStart(2, '0')}`);
    // each group on two rows (i + 1 and 0): a category repeats — 12 names on 12 rows would be per-row labels (identifiers)
    const p = generatePortfolio(dataset(str('g', [...names, ...names]), num('v', [...names.map((_, i) => i + 1), ...names.map(() => 0)])));
    expect(p.assets).toHaveLength(11);
    expect(p.assets[0]!.name).toBe('G12');
    // G01 + G02 = 1 + 2 = 3, over 2 + 2 rows
    expect(p.assets[10]).toMatchObject({ name: 'Other', symbol: 'OTHE', quantity: 4, value: 3 });
    expect(p.total_value).toBe(78); // 1 + … + 12
  });

  it('generatePortfolio(ds) labels empty group names (blank) and keeps symbols unique', () => {
    const p = generatePortfolio(dataset(str('g', ['Northern', 'North', '']), num('v', [3, 2, 1])));
    expect(p.assets.map((a) => a.symbol)).toEqual(['NORT', 'NORT2', 'BLAN']);
    expect(p.assets[2]!.name).toBe('(blank)');
  });

  it('generatePortfolio(ds) falls back to the sample portfolio without a string or numeric column', () => {
    expect(generatePortfolio(dataset(num('v', [1])))).toEqual(samplePortfolio());
    expect(generatePortfolio(dataset(str('g', ['a'])))).toEqual(samplePortfolio());
    expect(generatePortfolio(dataset(str('g', ['a']), num('v', [null])))).toEqual(samplePortfolio());
  });

  it('samplePortfolio() totals 100000 with value = quantity × price', () => {
    const p = samplePortfolio();
    expect(p.total_value).toBe(100000);
    expect(p.risk_score).toBe(5);
    for (const a of p.assets) expect(a.value).toBe(a.quantity * a.price);
    expect(p.assets.reduce((s, a) => s + a.allocation, 0)).toBeCloseTo(100, 6);
  });
});

describe('riskScore', () => {
  it('riskScore(values, volatilities) is 10 × (½·C + ½·V)', () => {
    expect(riskScore([50, 50], [0.2, 0.2])).toBe(1); // C 0, V .2
    expect(riskScore([100], [0])).toBe(5); // single asset: C 1 → 10 × .5
    expect(riskScore([100], [3])).toBe(10); // CV capped at 1
  });
  it('riskScore(values, volatilities) is 5 when it cannot be computed', () => {
    expect(riskScore([], [])).toBe(5);
    expect(riskScore([10, -5], [0, 0])).toBe(5);
    expect(riskScore([0, 0], [0, 0])).toBe(5);
  });
});

describe('uniqueSymbol', () => {
  it('uniqueSymbol(name, taken) takes the first 4 letters or digits, upper-cased, numbered when taken', () => {
    expect(uniqueSymbol('ab-cd ef', new Set())).toBe('ABCD');
    expect(uniqueSymbol('North', new Set(['NORT', 'NORT2']))).toBe('NORT3');
    expect(uniqueSymbol('!!!', new Set())).toBe('ASSET');
  });
});

describe('generatePortfolio (issue 13 roles)', () => {
  it('generatePortfolio(ds) never groups by a unique order id: it takes the category', () => {
    const ids = Array.from({ length: 24 }, (_, i) => `${String(i).padStart(8, '0')}-aaaa-4bbb-8ccc-dddddddddddd`);
    const orders = dataset(str('order_id', ids), str('region', ids.map((_, i) => ['North', 'South'][i % 2]!)), num('amount', ids.map((_, i) => 10 * (i + 1))));
    const p = generatePortfolio(orders);
    expect(p.groupColumn).toBe('region');
    // North: 10 × (1 + 3 + … + 23) = 10 × 12² = 1440; South: 10 × (2 + 4 + … + 24) = 10 × 12 × 13 = 1560
    expect(p.assets.map((a) => [a.name, a.value])).toEqual([['South', 1560], ['North', 1440]]);
  });

  it('generatePortfolio(seattle-weather) totals precipitation by weather and says it is not money', () => {
    const p = generatePortfolio(publicCsv('seattle-weather.csv'));
    expect(p).toMatchObject({ groupColumn: 'weather', valueColumn: 'precipitation', aggregation: 'sum', money: false, currency: null });
    const total = new Map<string, number>();
    for (const r of publicCsvRows('seattle-weather.csv')) total.set(r[5]!, (total.get(r[5]!) ?? 0) + Number(r[1]));
    expect(p.assets.find((a) => a.name === 'rain')!.value).toBeCloseTo(total.get('rain')!, 6);
  });

  it('generatePortfolio(seattle-weather) changes each weather\'s total precipitation between the halves of the whole date range', () => {
    const p = generatePortfolio(publicCsv('seattle-weather.csv'));
    const rows = publicCsvRows('seattle-weather.csv'); // date, precipitation, temp_max, temp_min, wind, weather
    const day = (r: string[]) => Date.parse(`${r[0]}T00:00:00Z`);
    const days = rows.map(day);
    const mid = (Math.min(...days) + Math.max(...days)) / 2;
    const halves = new Map<string, [number, number]>();
    for (const r of rows) {
      const h = halves.get(r[5]!) ?? [0, 0];
      if (day(r) < mid) h[0] += Number(r[1]);
      else if (day(r) > mid) h[1] += Number(r[1]);
      halves.set(r[5]!, h);
    }
    expect(p.changeHalves).toEqual({ by: 'time', within: 'all' });
    expect(p.assets).toHaveLength(halves.size);
    for (const a of p.assets) {
      const [earlier, later] = halves.get(a.name)!;
      expect(a.earlier).toBeCloseTo(earlier, 2);
      expect(a.later).toBeCloseTo(later, 2);
      expect(a.change).toBeCloseTo(later - earlier, 2);
      if (earlier > 0) expect(a.changePercent).toBeCloseTo(((later - earlier) / earlier) * 100, 2);
    }
    // the groups' halves add up to the halves of the total the report states
    expect(p.assets.reduce((t, a) => t + a.earlier!, 0)).toBeCloseTo(p.totalChange!.earlier, 2);
    expect(p.assets.reduce((t, a) => t + a.later!, 0)).toBeCloseTo(p.totalChange!.later, 2);
  });

  it('generatePortfolio(stocks) changes each symbol\'s mean price between the halves of its own date range', () => {
    const p = generatePortfolio(publicCsv('stocks.csv'));
    expect(p.changeHalves).toEqual({ by: 'time', within: 'group' });
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    // GOOG's own range Aug 2004 – Mar 2010, not the file's 2000 – 2010
    const goog = publicCsvRows('stocks.csv')
      .filter((r) => r[0] === 'GOOG')
      .map((r) => {
        const [m, d, y] = r[1]!.split(' ');
        return { t: Date.UTC(Number(y), months.indexOf(m!), Number(d)), price: Number(r[2]) };
      });
    const mid = (Math.min(...goog.map((x) => x.t)) + Math.max(...goog.map((x) => x.t))) / 2;
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const asset = p.assets.find((a) => a.name === 'GOOG')!;
    expect(asset.earlier).toBeCloseTo(mean(goog.filter((x) => x.t < mid).map((x) => x.price)), 2);
    expect(asset.later).toBeCloseTo(mean(goog.filter((x) => x.t > mid).map((x) => x.price)), 2);
  });

  it('generatePortfolio(stocks) values each symbol at its mean price, one per symbol', () => {
    const p = generatePortfolio(publicCsv('stocks.csv'));
    expect(p).toMatchObject({ groupColumn: 'symbol', valueColumn: 'price', aggregation: 'mean', money: true });
    const prices = publicCsvRows('stocks.csv').filter((r) => r[0] === 'AAPL').map((r) => Number(r[2]));
    const aapl = p.assets.find((a) => a.name === 'AAPL')!;
    expect(aapl.quantity).toBe(1);
    expect(aapl.value).toBeCloseTo(prices.reduce((a, b) => a + b, 0) / prices.length, 2);
  });

  it('generatePortfolio(disasters) values entities by Deaths, never by Year', () => {
    const p = generatePortfolio(publicCsv('disasters.csv'));
    expect([p.groupColumn, p.valueColumn]).toEqual(['Entity', 'Deaths']);
  });

  it('generatePortfolio(ds) gives interval measures a change in units and no percentage', () => {
    const t = [-2, 0, -2, 0, -1, 4, 6, 4, 6, 5];
    const temps = dataset(str('city', t.map(() => 'A')), num('temp', t), date('day', days('2024-01-01', 10)));
    const [a] = generatePortfolio(temps).assets;
    // 5 days a half (MIN_HALF_ROWS): earlier −5 / 5 = −1, later 25 / 5 = 5: +6 degrees; no % of a temperature
    expect([a!.change, a!.changePercent]).toEqual([6, 0]);
    expect(generatePortfolio(temps)).toMatchObject({ scale: 'interval', aggregation: 'mean', performance: 0 });
  });

  it('generatePortfolio(ds) without a category falls back to the sample', () => {
    expect(generatePortfolio(publicCsv('github.csv'))).toEqual(samplePortfolio());
  });
});

describe('generatePortfolio (holdings need evidence)', () => {
  it('generatePortfolio(order lines) reads amount by region as groups: money that adds up is sales, not holdings', () => {
    const ids = Array.from({ length: 8 }, (_, i) => `${String(i).padStart(8, '0')}-aaaa-4bbb-8ccc-dddddddddddd`);
    const orders = dataset(
      str('order_id', ids),
      date('order_date', ['2023-01-02', '2023-01-03', '2023-01-04', '2023-01-05', '2023-02-01', '2023-02-02', '2023-02-03', '2023-02-04']),
      str('region', ['North', 'South', 'North', 'South', 'North', 'South', 'North', 'South']),
      num('amount', [10, 20, 30, 40, 50, 60, 70, 80]),
    );
    const p = generatePortfolio(orders);
    expect(isHoldings(p)).toBe(false);
    expect(p.holdingEvidence).toBeUndefined();
    // North 10 + 30 + 50 + 70 = 160, South 20 + 40 + 60 + 80 = 200: a plain total of 360
    expect(p.assets.map((a) => [a.name, a.value])).toEqual([['South', 200], ['North', 160]]);
    expect(p.total_value).toBe(360);
  });

  it('generatePortfolio(positions) values holdings by shares × price: quantity held, price = value / quantity', () => {
    const p = generatePortfolio(parseCsv('symbol,shares,price\nAAPL,10,150\nMSFT,5,300\nAAPL,5,160\nIBM,2,100\n'));
    expect(isHoldings(p)).toBe(true);
    expect(p.holdingEvidence).toMatch(/shares × price/);
    expect(p).toMatchObject({ groupColumn: 'symbol', valueColumn: 'price', quantityColumn: 'shares', aggregation: 'sum', name: 'value (shares × price) by symbol' });
    // AAPL 10 × 150 + 5 × 160 = 2300 for 15 shares (153.33 each); MSFT 5 × 300 = 1500; IBM 2 × 100 = 200; total 4000
    expect(p.assets.map((a) => [a.symbol, a.quantity, round2(a.price), a.value, a.allocation])).toEqual([
      ['AAPL', 15, 153.33, 2300, 57.5],
      ['MSFT', 5, 300, 1500, 37.5],
      ['IBM', 2, 100, 200, 5],
    ]);
    expect(p.total_value).toBe(4000);
  });

  it('generatePortfolio(daily positions) holds each symbol at its latest date, never the sum of every day', () => {
    const csv = 'date,symbol,shares,price\n2024-01-31,AAPL,10,150\n2024-01-31,MSFT,5,300\n2024-02-29,AAPL,12,160\n2024-02-29,MSFT,5,310\n';
    const p = generatePortfolio(parseCsv(csv));
    // latest: AAPL 12 × 160 = 1920, MSFT 5 × 310 = 1550; total 3470
    expect(p.assets.map((a) => [a.name, a.quantity, a.value])).toEqual([['AAPL', 12, 1920], ['MSFT', 5, 1550]]);
    expect(p.total_value).toBe(3470);
    // change in worth: AAPL 1500 → 1920 = +420 (+28%), MSFT 1500 → 1550 = +50 (+3.33%)
    expect(p.assets.map((a) => [a.change, a.changePercent])).toEqual([[420, 28], [50, 3.33]]);
    // performance = (28 + 3.33) / 2 = 15.665 → 15.67 (2 decimals)
    expect(p.performance).toBe(15.67);
  });

  it('generatePortfolio(positions without a date) has no performance: no earlier prices to compare with (null, not 0%)', () => {
    const p = generatePortfolio(parseCsv('symbol,shares,price\nAAPL,10,150\nMSFT,5,300\nIBM,2,100\nGOOG,3,120\nAMZN,4,90\n'));
    expect(isHoldings(p)).toBe(true);
    // 1500 + 1500 + 200 + 360 + 360 = 3920
    expect(p.total_value).toBe(3920);
    expect(p.performance).toBeNull();
    expect(p.assets.every((a) => a.change === 0 && a.changePercent === 0)).toBe(true);
  });

  it('generatePortfolio(positions all on one date) has no performance: every holding has one time only', () => {
    const p = generatePortfolio(parseCsv('date,symbol,shares,price\n2024-01-31,AAPL,10,150\n2024-01-31,MSFT,5,300\n'));
    expect(isHoldings(p)).toBe(true);
    expect(p.performance).toBeNull();
  });

  it('generatePortfolio(order lines with quantity × unit price) stays groups: a header names sales', () => {
    const p = generatePortfolio(parseCsv('order_no,product,quantity,unit_price\nA1,pen,2,1.5\nA2,ink,1,4\nA3,pen,3,1.5\n'));
    expect(isHoldings(p)).toBe(false);
  });

  it('generatePortfolio(ds) reads holdings from a header that names one: market value, balance', () => {
    const p = generatePortfolio(dataset(str('account', ['Brokerage', 'IRA', 'Brokerage']), num('market_value', [1200, 800, 300])));
    expect(isHoldings(p)).toBe(true);
    expect(p.holdingEvidence).toContain('market value');
    // Brokerage 1200 + 300 = 1500, IRA 800
    expect(p.assets.map((a) => [a.name, a.value])).toEqual([['Brokerage', 1500], ['IRA', 800]]);
    expect(isHoldings(generatePortfolio(dataset(str('account', ['a', 'b']), num('balance', [5, 7]))))).toBe(true);
    // a weight is no holding (body weights, parcels)
    expect(isHoldings(generatePortfolio(dataset(str('kind', ['a', 'b']), num('weight', [5, 7]))))).toBe(false);
  });

  it('generatePortfolio(stocks) gives mean prices no total, no performance and no allocations', () => {
    const p = generatePortfolio(publicCsv('stocks.csv'));
    const rows = publicCsvRows('stocks.csv');
    const means = [...new Set(rows.map((r) => r[0]!))].map((s) => {
      const xs = rows.filter((r) => r[0] === s).map((r) => Number(r[2]));
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    });
    // what it used to report as total_value: the five mean prices added up (644.59)
    expect(round2(means.reduce((a, b) => a + b, 0))).toBe(644.59);
    expect(p).toMatchObject({ aggregation: 'mean', total_value: 0, performance: 0 });
    expect(isHoldings(p)).toBe(false);
    expect(p.assets.every((a) => a.allocation === 0)).toBe(true);
    expect(p.description).toContain('do not add up, so there is no total');
  });

  it('an asset edit makes the groups the user\'s own holdings', () => {
    const p = generatePortfolio(dataset(str('region', ['North', 'South', 'North']), num('amount', [10, 60, 30])));
    expect(isHoldings(p)).toBe(false);
    const edited = removeAsset(p, 1);
    expect(edited.ok && isHoldings(edited.portfolio)).toBe(true);
  });
});

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

