// Issue 13, analyst lane: ids that are not categories, trends over rows that are not periods and KPIs with nothing
// to compare, on the real vega-datasets CSVs; every expected value is worked out here from the raw rows.
import { describe, expect, it } from 'vitest';
import { suggestedQuestions } from '../../src/chat/suggestedQuestions.js';
import { defaultChartConfig } from '../../src/chart/defaultChartConfig.js';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { generateReport } from '../../src/report/generateReport.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const now = new Date('2026-11-26T00:00:00Z');

describe('an id is never a default category (species.csv)', () => {
  // item_id,common_name,scientific_name,gap_species_code,county_id,habitat_yearround_pct
  const species = publicCsv('species.csv');
  const rows = publicCsvRows('species.csv');

  it('reads the 24-digit hex item_id as an identifier although it takes only 4 values, 1:1 with common_name', () => {
    const pairs = new Set(rows.map((r) => `${r[0]}|${r[1]}`));
    expect(new Set(rows.map((r) => r[0])).size).toBe(4);
    expect(pairs.size).toBe(4);
    expect(rows.every((r) => /^[0-9a-f]{24}$/.test(r[0]!))).toBe(true);
    expect(species.roles.find((r) => r.column === 'item_id')).toMatchObject({ role: 'identifier', idLike: true });
    // gap_species_code is a code: still a category, but the defaults take it last
    expect(species.roles.find((r) => r.column === 'gap_species_code')).toMatchObject({ role: 'dimension', idLike: true });
    expect(species.roles.find((r) => r.column === 'common_name')).toMatchObject({ role: 'dimension', idLike: false });
  });

  it('groups the portfolio, chart, dashboard and questions by common_name, with the means from the raw rows', () => {
    const byName = new Map<string, number[]>();
    for (const r of rows) byName.set(r[1]!, [...(byName.get(r[1]!) ?? []), Number(r[5])]);
    const means = [...byName].map(([name, xs]) => [name, xs.reduce((a, b) => a + b, 0) / xs.length] as const).sort((a, b) => b[1] - a[1]);
    const p = generatePortfolio(species);
    expect(p.groupColumn).toBe('common_name');
    expect(p.assets.map((a) => a.name)).toEqual(means.map(([name]) => name));
    expect(p.assets[0]!.price).toBeCloseTo(means[0]![1], 2);
    expect(defaultChartConfig(species).xAxis).toBe('common_name');
    const d = generateDashboard(species);
    expect(d.widgets.map((w) => w.title).join(' ')).not.toMatch(/item_id|gap_species_code|county_id/);
    expect(suggestedQuestions(species).join(' ')).not.toMatch(/item_id|gap_species_code|county_id|58fa/);
    expect(suggestedQuestions(species)).toContain('Which common_name has the highest habitat_yearround_pct?');
    const text = generateReport(species, { now }).sections.map((s) => s.content).join(' ');
    expect(text).not.toContain('58fa');
    expect(text).toContain(`${means[0]![0]} has the highest mean habitat_yearround_pct`);
  });

  it('still groups by an id-like column when the user asks, or sets its role', () => {
    expect(generatePortfolio(species, { groupColumn: 'gap_species_code' }).groupColumn).toBe('gap_species_code');
    const chosen = publicCsv('species.csv', { columnRoles: { gap_species_code: 'dimension' } });
    expect(chosen.roles.find((r) => r.column === 'gap_species_code')).toMatchObject({ role: 'dimension', idLike: false, source: 'override' });
    expect(generatePortfolio(chosen).groupColumn).toBe('common_name');
    // the column is the default category only when no other is: dropping the names leaves the code
    const codesOnly = publicCsv('species.csv', { columnRoles: { common_name: 'identifier', scientific_name: 'identifier' } });
    expect(generatePortfolio(codesOnly).groupColumn).toBe('gap_species_code');
  });
});
