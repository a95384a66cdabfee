import { describe, expect, it } from 'vitest';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { portfolioSummary } from '../../src/report/portfolioSummary.js';
import { seriesSpans, seriesSpansNote } from '../../src/roles/seriesSpans.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { publicCsv, publicCsvRows, publicCsvText } from '../helpers/publicCsv.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('seriesSpans (issue 13: stocks.csv compares GOOG from 2004 with the others from 2000)', () => {
  it('finds each symbol’s first and last month, as counted from the file’s own rows', () => {
    // "Aug 1 2004" → "2004-08", read by hand from the text, not by our date parser
    const ym = (d: string) => {
      const [mon, , year] = d.split(' ');
      return `${year}-${String(MONTHS.indexOf(mon!) + 1).padStart(2, '0')}`;
    };
    const span = new Map<string, string[]>();
    for (const [symbol, date] of publicCsvRows('stocks.csv')) {
      const s = span.get(symbol!) ?? [];
      s.push(ym(date!));
      span.set(symbol!, s);
    }
    const expected = [...span].map(([name, ms]) => [name, [...ms].sort()[0], [...ms].sort().at(-1)]);
    // the file: GOOG starts later; every symbol ends in March 2010
    expect(expected.find(([n]) => n === 'GOOG')).toEqual(['GOOG', '2004-08', '2010-03']);
    const ds = publicCsv('stocks.csv');
    const got = seriesSpans(ds, 'symbol')!.flatMap((s) => s.names.map((n) => [n, s.from, s.to]));
    expect(got.sort()).toEqual(expected.sort());
    expect(seriesSpansNote(ds, 'symbol', 'mean')).toBe('The symbols cover different spans: GOOG 2004-08 to 2010-03; the others 2000-01 to 2010-03 — each mean is over its own dates.');
  });

  it('says nothing for a category that is no series key, or when every series covers the same span', () => {
    // weather types are categories, not series: snow falls in winter only, and that is no span to warn about
    expect(seriesSpansNote(publicCsv('seattle-weather.csv'), 'weather')).toBeUndefined();
    // stocks.csv without GOOG: the four others all run 2000-01 to 2010-03
    const lines = publicCsvText('stocks.csv').trim().split('\n');
    const withoutGoog = parseCsv([lines[0], ...lines.slice(1).filter((l) => !l.startsWith('GOOG,'))].join('\n'));
    expect(withoutGoog.roles.find((r) => r.column === 'symbol')?.role).toBe('series');
    expect(seriesSpans(withoutGoog, 'symbol')).toEqual([{ names: ['MSFT', 'AMZN', 'IBM', 'AAPL'], from: '2000-01', to: '2010-03' }]);
    expect(seriesSpansNote(withoutGoog, 'symbol', 'mean')).toBeUndefined();
  });

  it('the report’s portfolio paragraph says so for stocks.csv', () => {
    const ds = publicCsv('stocks.csv');
    expect(portfolioSummary(generatePortfolio(ds), ds)).toContain('GOOG 2004-08 to 2010-03; the others 2000-01 to 2010-03 — each mean is over its own dates.');
  });
});
