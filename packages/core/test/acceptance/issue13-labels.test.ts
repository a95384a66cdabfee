// Issue 13 (roles lane): "an id is never a category" in small files too. A text column whose values are all different
// names one row each — a per-row label — so grouping by it makes one group per row ("mean age by name: 9 groups").
// Real vega-datasets CSVs; every expected value is worked out here from the raw rows.
import { describe, expect, it } from 'vitest';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { isSamplePortfolio } from '../../src/portfolio/samplePortfolio.js';
import { generateReport } from '../../src/report/generateReport.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const now = new Date('2026-11-26T00:00:00Z');
const roleOf = (ds: ReturnType<typeof publicCsv>, column: string) => ds.roles.find((r) => r.column === column)!;

describe('per-row labels are identifiers at any size; a repeated small category stays a dimension', () => {
  it('lookup_people.csv: 9 names in 9 rows are a per-row label, so no "mean age by name" — a ranking of the rows instead', () => {
    const rows = publicCsvRows('lookup_people.csv');
    // independent check: 9 rows, 9 different names
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => r[0])).size).toBe(9);
    const ds = publicCsv('lookup_people.csv');
    expect(ds.roles.map((r) => `${r.column}:${r.role}`)).toEqual(['name:identifier', 'age:measure', 'height:measure']);
    expect(roleOf(ds, 'name').reasons[0]).toBe(
      '9 different values in 9 rows, none repeated: each value names one row — a per-row label, not a category. Names in a table of at most 60 rows are the row names of a summary table: with no category, charts rank the rows by them (one bar per row)',
    );
    // no category: the 9 rows are ranked one each (test/acceptance/issue13-summary.test.ts), never a "mean age by name"
    expect(isSamplePortfolio(generatePortfolio(ds))).toBe(false);
    const report = generateReport(ds, { now });
    expect(report.sections[3]!.content).toContain('age per name (one row each): 9 rows');
    expect(report.sections[3]!.content).not.toContain('mean age by name');
  });

  it('lookup_groups.csv: group (1, 2, 3, three rows each) keeps its dimension role; person (9 names, one row each) is a label', () => {
    const rows = publicCsvRows('lookup_groups.csv');
    const perGroup = new Map<string, number>();
    for (const r of rows) perGroup.set(r[0]!, (perGroup.get(r[0]!) ?? 0) + 1);
    expect([...perGroup.values()]).toEqual([3, 3, 3]);
    const ds = publicCsv('lookup_groups.csv');
    expect(ds.roles.map((r) => `${r.column}:${r.role}`)).toEqual(['group:dimension', 'person:identifier']);
  });

  it('a hand-made 5-row file: a category seen twice stays a dimension, the unique names beside it are labels', () => {
    const ds = parseCsv('city,region,sales\nOslo,North,10\nRome,South,20\nBergen,North,30\nNaples,South,40\nMadrid,West,50\n');
    expect(ds.roles.map((r) => `${r.column}:${r.role}`)).toEqual(['city:identifier', 'region:dimension', 'sales:measure']);
    // sales by region: North 10 + 30 = 40, South 20 + 40 = 60, West 50
    const p = generatePortfolio(ds);
    expect(p.assets.map((a) => [a.name, a.value])).toEqual([['South', 60], ['West', 50], ['North', 40]]);
  });

  it('la-riots.csv: names are identifiers, address free text, neighborhood a dimension', () => {
    const rows = publicCsvRows('la-riots.csv');
    const ds = publicCsv('la-riots.csv');
    expect(roleOf(ds, 'first_name').role).toBe('identifier');
    expect(roleOf(ds, 'last_name').role).toBe('identifier');
    expect(roleOf(ds, 'address').role).toBe('text');
    expect(roleOf(ds, 'neighborhood').role).toBe('dimension');
    // independent check that neighborhood repeats (a category) — column 7 of the header
    const header = 'first_name,last_name,age,gender,race,death_date,address,neighborhood,type,longitude,latitude';
    expect(header.split(',')[7]).toBe('neighborhood');
    expect(new Set(rows.map((r) => r[7])).size).toBeLessThan(rows.length);
  });
});
