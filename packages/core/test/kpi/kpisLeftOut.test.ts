// What the "up to 4 KPIs" limit leaves out is said, never silent (issue 13, stocks-3: GOOG was dropped without a word).
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { kpisLeftOut } from '../../src/kpi/kpisLeftOut.js';
import { generateReport } from '../../src/report/generateReport.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

describe('kpisLeftOut', () => {
  it('stocks.csv: four symbols get KPIs, the one with the fewest rows is named as left out, with the rule', () => {
    // rows per symbol, counted from the raw file; the rule: most rows first, first seen on a tie
    const counts = new Map<string, number>();
    for (const [symbol] of publicCsvRows('stocks.csv')) counts.set(symbol!, (counts.get(symbol!) ?? 0) + 1);
    const order = [...counts.entries()].map(([s, n], seen) => ({ s, n, seen })).sort((a, b) => b.n - a.n || a.seen - b.seen);
    expect(order.map((o) => `${o.s} ${o.n}`)).toEqual(['MSFT 123', 'AMZN 123', 'IBM 123', 'AAPL 123', 'GOOG 68']);

    const stocks = publicCsv('stocks.csv');
    const kpis = generateKpis(stocks);
    expect(kpis.map((k) => k.entity)).toEqual(['MSFT', 'AMZN', 'IBM', 'AAPL']);
    expect(kpisLeftOut(stocks, kpis)).toEqual({
      shown: 4,
      of: 5,
      names: ['Mean price (GOOG)'],
      text: 'Up to 4 KPIs are shown, one per symbol, the 4 with the most rows; left out: GOOG (68 rows).',
    });
  });

  it('stocks.csv: the report\'s KPI paragraph ends with the same words', () => {
    const stocks = publicCsv('stocks.csv');
    const kpiText = generateReport(stocks, { now: new Date('2026-11-26T00:00:00Z') }).sections.find((s) => s.title === 'Key Performance Indicators')!.content;
    expect(kpiText.endsWith(' Up to 4 KPIs are shown, one per symbol, the 4 with the most rows; left out: GOOG (68 rows).')).toBe(true);
  });

  it('seattle-weather.csv: four measures, four KPIs — nothing left out, nothing said', () => {
    const seattle = publicCsv('seattle-weather.csv');
    const kpis = generateKpis(seattle);
    expect(kpis.map((k) => k.column)).toEqual(['precipitation', 'temp_max', 'temp_min', 'wind']);
    expect(kpisLeftOut(seattle, kpis)).toBeUndefined();
  });

  it('five measures and no series key: the fifth measure is named', () => {
    // no headline or money word in any header: the header order stands; length names no level or rate, so it adds up
    const ds = parseCsv('height,weight,depth,width,length\n1,2,3,4,5\n2,3,4,5,6\n');
    const kpis = generateKpis(ds);
    expect(kpis.map((k) => k.column)).toEqual(['height', 'weight', 'depth', 'width']);
    expect(kpisLeftOut(ds, kpis)).toEqual({
      shown: 4,
      of: 5,
      names: ['Total length'],
      text: 'Up to 4 KPIs are shown, one per measure, headline figures first; left out: Total length.',
    });
  });

  it('a tie at the cut says the first in the file was kept; beyond 5, "and N more"', () => {
    // 11 stores with 2 rows each: the first 4 seen are shown, the 7 others left out
    const stores = Array.from({ length: 11 }, (_, i) => `S${String(i + 1).padStart(2, '0')}`);
    const csv = `store,sales\n${[...stores, ...stores].map((s, i) => `${s},${(10 + ((i * 37) % 50)).toFixed(2)}`).join('\n')}\n`;
    const ds = parseCsv(csv);
    const kpis = generateKpis(ds, { seriesKey: 'store' });
    expect(kpis.map((k) => k.entity)).toEqual(['S01', 'S02', 'S03', 'S04']);
    const left = kpisLeftOut(ds, kpis, { seriesKey: 'store' })!;
    expect(left).toMatchObject({ shown: 4, of: 11 });
    expect(left.text).toBe(
      'Up to 4 KPIs are shown, one per store, the 4 with the most rows (first in the file on a tie); left out: S05 (2 rows), S06 (2 rows), S07 (2 rows), S08 (2 rows), S09 (2 rows) and 2 more.',
    );
  });

  it('says nothing about KPIs chosen some other way, or fewer than 4', () => {
    const stocks = publicCsv('stocks.csv');
    const kpis = generateKpis(stocks);
    expect(kpisLeftOut(stocks, [...kpis].reverse())).toBeUndefined();
    expect(kpisLeftOut(stocks, kpis.slice(0, 3))).toBeUndefined();
  });
});
