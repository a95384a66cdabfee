import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseCsv } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { columnsInWords, noMeasureReason } from './noMeasure.js';

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
});
