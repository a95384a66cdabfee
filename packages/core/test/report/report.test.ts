import { describe, expect, it } from 'vitest';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { generateReport } from '../../src/report/generateReport.js';
import { renderReportMarkdown } from '../../src/report/renderReportMarkdown.js';
import { reportFileName } from '../../src/report/reportFileName.js';
import { sampleReport } from '../../src/report/sampleReport.js';
import type { Report } from '../../src/report/types.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

const now = new Date('2024-05-01T12:00:00Z');
const ds = dataset(
  str('region', ['North', 'South', 'North', 'South', '']),
  num('sales', [10, 20, 30, 40, null]),
  num('units', [1, 2, 3, 4, 5]),
);

describe('generateReport', () => {
  it('generateReport(ds, { now }) summarises the dataset with generatedAt from now', () => {
    const r = generateReport(ds, { now });
    expect(r.generatedAt).toBe('2024-05-01T12:00:00.000Z');
    expect(r.title).toBe('Comprehensive Analytics Report');
    expect(r.summary).toEqual({ dataPoints: 5, columns: 3, numericColumns: 2, categoricalColumns: 1 });
    expect(r.sections.map((s) => s.title)).toEqual(['Dataset Overview', 'Data Quality', 'Key Performance Indicators', 'Portfolio Analysis', 'Trend Analysis']);
    expect(r.sections[0]!.content).toBe('This dataset has 5 rows and 3 columns: 2 numeric (sales, units) and 1 categorical (region). Measures: sales (summed, money), units (summed); category: region.');
    // 2 of 15 cells empty = 13.33% → good (under 15%)
    expect(r.sections[1]!.content).toMatch(/^2 of 15 cells are empty \(13\.33%\): data quality is good\./);
    // no time column: no trend, so no forecast to plan on or refresh (issue 13) — the quality advice and the KPIs' own
    expect(r.recommendations.length).toBeGreaterThanOrEqual(2);
  });

  it('generateReport(ds, options) uses the workflow results it is given', () => {
    const kpis = generateKpis(ds, { columns: ['units'], targets: { units: 20 } });
    const r = generateReport(ds, { now, kpis });
    // units add up: total 1 + 2 + 3 + 4 + 5 = 15 against the set 20 → 75% At Risk; the arrow compares the same two: below, down
    expect(r.sections[2]!.content).toBe('Total units: 15 over all rows against a set target of 20 (75% of it): At Risk, below the set target.');
    expect(r.recommendations).toContain('Review Total units (15 over all rows against a set target of 20: 75% of it; At Risk).');
  });

  it('generateReport(ds, { now }) recommends filling a column with 5% or more empty cells', () => {
    // region and sales: 1 empty of 5 rows = 20% each; the first in header order is named
    expect(generateReport(ds, { now }).recommendations[0]).toBe('Fill or remove the 1 empty cells in region (20% of its rows) before relying on its averages.');
  });

  it('generateReport(ds, { now }) is deterministic and rejects an invalid now', () => {
    expect(generateReport(ds, { now })).toEqual(generateReport(ds, { now: now.getTime() }));
    expect(() => generateReport(ds, { now: 'not a date' })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('sampleReport({ now }) is the fixed fallback', () => {
    expect(sampleReport({ now })).toEqual(sampleReport({ now }));
    expect(sampleReport({ now }).generatedAt).toBe('2024-05-01T12:00:00.000Z');
  });
});

describe('renderReportMarkdown', () => {
  const report: Report = {
    id: 'r',
    title: 'Report | #1',
    generatedAt: '2024-05-01T12:00:00.000Z',
    summary: { dataPoints: 5, columns: 3, numericColumns: 2, categoricalColumns: 1 },
    sections: [{ title: 'Overview', content: 'Top: a|b\n## injected\n- item <b>bold</b>' }],
    recommendations: ['1. first', 'Check *this*'],
  };

  it('renderReportMarkdown(report) lays out title, summary table, sections and numbered recommendations', () => {
    const md = renderReportMarkdown(report);
    expect(md.split('\n')).toEqual([
      '# Report \\| \\#1',
      '',
      'Generated on 2024-05-01T12:00:00.000Z',
      '',
      '## Summary',
      '',
      '| Metric | Value |',
      '| --- | --- |',
      '| Data points | 5 |',
      '| Columns | 3 |',
      '| Numeric columns | 2 |',
      '| Categorical columns | 1 |',
      '',
      '## Overview',
      '',
      'Top: a\\|b \\#\\# injected - item &lt;b&gt;bold&lt;/b&gt;', // the line break is gone, so '- ' is mid-line text
      '',
      '## Key Recommendations',
      '',
      '1. 1\\. first',
      '2. Check \\*this\\*',
      '',
    ]);
  });

  it('renderReportMarkdown(report) keeps its structure whatever the data holds', () => {
    const md = renderReportMarkdown(generateReport(dataset(str('a|b\n# x', ['<i>', '*', '|']), num('n\n- y', [1, 2, 3])), { now }));
    const headings = md.split('\n').filter((l) => l.startsWith('#'));
    expect(headings).toEqual([
      '# Comprehensive Analytics Report',
      '## Summary',
      '## Dataset Overview',
      '## Data Quality',
      '## Key Performance Indicators',
      '## Portfolio Analysis',
      '## Trend Analysis',
      '## Key Recommendations',
    ]);
    expect(md).not.toContain('<i>');
  });

  it('reportFileName(report) is analytics-report-{date}.md', () => {
    expect(reportFileName(report)).toBe('analytics-report-2024-05-01.md');
  });
});

describe('generateReport (issue 13 wording)', () => {
  it('generateReport(seattle-weather) gives no portfolio-concentration advice and no dollar sign for rainfall', () => {
    const r = generateReport(publicCsv('seattle-weather.csv'), { now });
    const text = [...r.sections.map((s) => s.content), ...r.recommendations].join(' ');
    expect(text).not.toMatch(/concentration/i);
    expect(text).not.toContain('$');
    expect(r.sections[3]!.content).toMatch(/^total precipitation by weather: 5 groups, /);
  });
});

