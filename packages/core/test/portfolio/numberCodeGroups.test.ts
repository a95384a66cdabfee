// Issue 13: a category written as number codes (windvectors.csv's dirCat, compass sectors of 15°) groups a
// portfolio when the file has no category held as text — "mean speed by dirCat" — and only then by default.
import { describe, expect, it } from 'vitest';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { defaultGroupColumn, groupingColumn } from '../../src/portfolio/portfolioColumns.js';
import { generateReport } from '../../src/report/generateReport.js';
import { dataset, str } from '../helpers/dataset.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const wind = publicCsv('windvectors.csv');
// longitude,latitude,dir,dirCat,speed
const rows = publicCsvRows('windvectors.csv');

describe('number-code categories group a portfolio (windvectors.csv)', () => {
  it('groups mean speed by dirCat: each sector\'s mean, worked out from the raw rows', () => {
    const bySector = new Map<string, number[]>();
    for (const r of rows) bySector.set(r[3]!, [...(bySector.get(r[3]!) ?? []), Number(r[4])]);
    // 15° sectors written 0, 15, … 360: 25 codes (0 and 360 are both in the file, as written)
    expect(bySector.size).toBe(25);
    const means = new Map([...bySector].map(([k, v]) => [k, v.reduce((a, b) => a + b, 0) / v.length]));

    const p = generatePortfolio(wind);
    expect(p).toMatchObject({ groupColumn: 'dirCat', valueColumn: 'speed', aggregation: 'mean' });
    const named = p.assets.filter((a) => a.name !== 'Other');
    expect(named.length).toBeGreaterThan(0);
    for (const a of named) expect(a.value).toBeCloseTo(means.get(a.name)!, 2);
  });

  it('the report describes the groups, never "no category held as text"', () => {
    const text = generateReport(wind, { now: new Date('2026-11-26T00:00:00Z') }).sections.find((s) => s.title === 'Portfolio Analysis')!.content;
    expect(text).not.toMatch(/No portfolio comes from this data|held as text/);
    expect(text).toContain('dirCat');
  });

  it('groupingColumn reads the codes as the texts the table shows; a measure is never a group', () => {
    const g = groupingColumn(wind, 'dirCat')!;
    expect(g.type).toBe('string');
    expect(Array.from({ length: rows.length }, (_, i) => g.dictionary[g.codes[i]!])).toEqual(rows.map((r) => String(Number(r[3]))));
    expect(groupingColumn(wind, 'speed')).toBeUndefined();
    expect(generatePortfolio(wind, { groupColumn: 'speed' }).groupColumn).toBeUndefined(); // the sample, as before
  });

  it('a category held as text stays the default; dirCat can still be asked for', () => {
    // a text category added by hand: the half of the grid north of latitude 50
    const zone = str('zone', rows.map((r) => (Number(r[1]) > 50 ? 'north' : 'south')));
    const both = dataset(...wind.columns, zone);
    expect(both.roles.find((r) => r.column === 'dirCat')!.role).toBe('dimension');
    expect(defaultGroupColumn(both)!.name).toBe('zone');
    expect(generatePortfolio(both, { groupColumn: 'dirCat' }).groupColumn).toBe('dirCat');
  });
});
