import { describe, expect, it } from 'vitest';
import { chartFileName } from './exportSvgAsPng.js';

describe('chartFileName', () => {
  it('chartFileName(title) joins lower-case words with dashes', () => {
    expect(chartFileName('Revenue by Region')).toBe('revenue-by-region.png');
    expect(chartFileName('  Sales (USD) Analysis! ')).toBe('sales-usd-analysis.png');
  });
  it('chartFileName(empty) falls back to chart.png', () => {
    expect(chartFileName('')).toBe('chart.png');
    expect(chartFileName(undefined)).toBe('chart.png');
  });
});
