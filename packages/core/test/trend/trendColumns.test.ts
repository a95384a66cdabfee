import { describe, expect, it } from 'vitest';
import { trendColumns } from '../../src/trend/trendColumns.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('trendColumns', () => {
  it('trendColumns(ds, {}) takes the first measure, the time column and the measure’s own aggregation and scale', () => {
    const ds = publicCsv('seattle-weather.csv');
    const c = trendColumns(ds, {});
    expect([c.column?.name, c.time?.name, c.seriesKey, c.aggregation, c.scale]).toEqual(['precipitation', 'date', undefined, 'sum', 'ratio']);
    const t = trendColumns(ds, { column: 'temp_max' });
    expect([t.aggregation, t.scale]).toEqual(['mean', 'interval']);
  });
  it('trendColumns(disasters, {}) reads Year as time, never as the measure, and Entity as the series key', () => {
    const c = trendColumns(publicCsv('disasters.csv'), {});
    expect([c.column?.name, c.time?.name, c.seriesKey]).toEqual(['Deaths', 'Year', 'Entity']);
    expect(c.time!.values[0]).toBe(Date.UTC(1900, 0, 1));
  });
  it('trendColumns(ds, options) lets options win, null switching time and key off', () => {
    const c = trendColumns(publicCsv('disasters.csv'), { dateColumn: null, seriesKey: null, aggregation: 'mean', scale: 'interval' });
    expect([c.time, c.seriesKey, c.aggregation, c.scale]).toEqual([undefined, undefined, 'mean', 'interval']);
  });
  it('trendColumns(ds, { column }) refuses a text column; an identifier is never the default measure', () => {
    expect(() => trendColumns(dataset(str('a', ['x'])), { column: 'a' })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    const ids = Array.from({ length: 30 }, (_, i) => 1000 + i * 7);
    expect(trendColumns(dataset(num('order_id', ids)), {}).column).toBeUndefined();
  });
});
