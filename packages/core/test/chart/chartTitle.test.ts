import { describe, expect, it } from 'vitest';
import { chartTitle } from '../../src/chart/chartTitle.js';

describe('chartTitle', () => {
  it('chartTitle(config) names the aggregation, the measure and the time unit', () => {
    expect(chartTitle({ xAxis: 'date', yAxis: 'temp_max', aggregation: 'mean', unit: 'month' })).toBe('mean temp_max by month');
    expect(chartTitle({ xAxis: 'date', yAxis: 'n', aggregation: 'sum', unit: 'weekday' })).toBe('sum n by day of the week');
  });
  it('chartTitle(config, top) counts rows when there is no measure and says how many groups are shown', () => {
    expect(chartTitle({ xAxis: 'region', yAxis: null }, 5)).toBe('count of rows by region (top 5)');
    expect(chartTitle({ xAxis: 'region', yAxis: 'id', aggregation: 'count' })).toBe('count of id by region');
  });
  it('chartTitle(config) says one line per series value', () => {
    expect(chartTitle({ xAxis: 'date', yAxis: 'price', aggregation: 'mean', unit: 'quarter', series: 'symbol' })).toBe('mean price by quarter, one line per symbol');
  });
  it('chartTitle(config) without an aggregation reads sum (spec §9)', () => {
    expect(chartTitle({ xAxis: 'r', yAxis: 's' })).toBe('sum s by r');
  });
});
