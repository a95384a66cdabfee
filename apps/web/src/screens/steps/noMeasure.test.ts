import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeTrend, generateKpis, generatePortfolio, parseCsv, sampleKpis, samplePortfolio, sampleTrend } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { columnsInWords, dataTiles, noMeasureReason } from './noMeasure.js';

const zipcodes = parseCsv(readFileSync(resolve(process.cwd(), 'node_modules/vega-datasets/data/zipcodes.csv'), 'utf8'));

describe('noMeasureReason (why a step has no KPI, portfolio or trend of its own)', () => {
  it('zipcodes.csv: names what each column is, and what each step is missing', () => {
    expect(columnsInWords(zipcodes)).toMatch(/^zip_code is an identifier; latitude and longitude are coordinates \(positions, not quantities\); /);
    expect(noMeasureReason(zipcodes, 'kpi')).toMatch(/^A KPI follows a measure — .* — and this file has none: zip_code is an identifier;/);
    expect(noMeasureReason(zipcodes, 'trend')).toContain('and this file has neither a measure nor a time column: zip_code');
    expect(noMeasureReason(zipcodes, 'portfolio')).toContain('and this file has no measure: zip_code');
  });

  it('a measure without a category: the portfolio says the category is missing, and calls the measure a measure', () => {
    const ds = parseCsv('date,amount\n2024-01-01,10\n2024-01-02,12\n2024-01-03,9\n2024-01-04,14\n');
    expect(noMeasureReason(ds, 'portfolio')).toBe(
      'A portfolio totals or averages a measure — a number to add up or average, such as an amount, a count or a temperature — per value of a category, and this file has no category: date is a time column; amount is a measure.',
    );
  });

  it("the report's tiles count 0 KPIs, components and predictions for the made-up samples, the real ones otherwise", () => {
    expect(dataTiles(sampleKpis(), samplePortfolio(), sampleTrend())).toEqual({ kpis: 0, components: 0, predictions: 0 });
    expect(dataTiles(generateKpis(zipcodes), generatePortfolio(zipcodes), analyzeTrend(zipcodes))).toEqual({ kpis: 0, components: 0, predictions: 0 });
    const ds = parseCsv('date,region,amount\n' + Array.from({ length: 60 }, (_, i) => `2024-${String(1 + Math.floor(i / 5)).padStart(2, '0')}-${String(1 + (i % 5) * 5).padStart(2, '0')},${['N', 'S', 'E'][i % 3]},${10 + (i % 7)}`).join('\n') + '\n');
    const tiles = dataTiles(generateKpis(ds), generatePortfolio(ds), analyzeTrend(ds));
    expect(tiles).toEqual({ kpis: 1, components: 3, predictions: 5 });
    // a sample portfolio the user edited is theirs: its components count
    expect(dataTiles(null, { ...samplePortfolio(), assets: samplePortfolio().assets.slice(1) }, null).components).toBe(4);
  });
});
