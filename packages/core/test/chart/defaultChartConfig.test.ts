import { describe, expect, it } from 'vitest';
import { defaultChartConfig } from '../../src/chart/defaultChartConfig.js';
import { parseCsv } from '../../src/csv/parseCsv.js';

describe('defaultChartConfig', () => {
  it("defaultChartConfig(ds) with 2+ numeric columns: x first text column, y first numeric, '{y} Analysis'", () => {
    expect(defaultChartConfig(parseCsv('id,region,sales,cost\n1,N,2,3\n'))).toEqual({ type: 'bar', xAxis: 'region', yAxis: 'id', title: 'id Analysis' });
  });
  it('defaultChartConfig(ds) with 2+ numeric columns and no text column uses the first header as x', () => {
    expect(defaultChartConfig(parseCsv('day,sales,cost\n2024-01-01,2,3\n'))).toEqual({ type: 'bar', xAxis: 'day', yAxis: 'sales', title: 'sales Analysis' });
  });
  it("defaultChartConfig(ds) with 1 numeric and a text column: '{num} by {str}'", () => {
    expect(defaultChartConfig(parseCsv('day,region,sales\n2024-01-01,N,2\n'))).toEqual({ type: 'bar', xAxis: 'region', yAxis: 'sales', title: 'sales by region' });
  });
  it("defaultChartConfig(ds) with 1 numeric and no text column: 'Data Overview'", () => {
    expect(defaultChartConfig(parseCsv('day,sales\n2024-01-01,2\n'))).toEqual({ type: 'bar', xAxis: 'day', yAxis: 'sales', title: 'Data Overview' });
  });
  it("defaultChartConfig(ds) with no numeric column: 'Data Overview' counting rows (yAxis null)", () => {
    expect(defaultChartConfig(parseCsv('day,region\n2024-01-01,N\n'))).toEqual({ type: 'bar', xAxis: 'region', yAxis: null, title: 'Data Overview' });
  });
});
