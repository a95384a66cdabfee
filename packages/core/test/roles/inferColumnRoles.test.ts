import { describe, expect, it } from 'vitest';
import { inferColumnRoles } from '../../src/roles/inferColumnRoles.js';
import { dataset, date, days, num, str } from '../helpers/dataset.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const roleList = (ds: ReturnType<typeof dataset>) => inferColumnRoles(ds).map((r) => `${r.column}:${r.role}`);

describe('inferColumnRoles', () => {
  it('inferColumnRoles(seattle-weather) reads date as time, temperatures and wind as averaged measures, precipitation as summed, weather as a category', () => {
    const roles = inferColumnRoles(publicCsv('seattle-weather.csv'));
    expect(roles.map((r) => [r.column, r.role, r.aggregation, r.scale])).toEqual([
      ['date', 'time', null, null],
      ['precipitation', 'measure', 'sum', 'ratio'],
      ['temp_max', 'measure', 'mean', 'interval'],
      ['temp_min', 'measure', 'mean', 'interval'],
      ['wind', 'measure', 'mean', 'ratio'],
      ['weather', 'dimension', null, null],
    ]);
    // rain is not money: no currency anywhere
    expect(roles.some((r) => r.money)).toBe(false);
    // 2012-01-01 … 2015-12-31 is 366 + 365 + 365 + 365 = 1461 days, one row each
    expect(roles[0]!.reasons[0]).toBe('1,461 dates from 2012-01-01 to 2015-12-31');
  });

  it('inferColumnRoles(disasters) never makes Year a measure: it is the time axis, Entity keys one series per entity', () => {
    const ds = publicCsv('disasters.csv');
    const roles = inferColumnRoles(ds);
    expect(roles.map((r) => [r.column, r.role, r.timeKind])).toEqual([
      ['Entity', 'series', null],
      ['Year', 'time', 'year'],
      ['Deaths', 'measure', null],
    ]);
    // independent check of the evidence: (Entity, Year) pairs are unique and years repeat
    const rows = publicCsvRows('disasters.csv');
    const entities = new Set(rows.map((r) => r[0]));
    expect(new Set(rows.map((r) => `${r[0]}|${r[1]}`)).size).toBe(rows.length);
    expect(roles[0]!.distinct).toBe(entities.size);
    expect(roles[2]!.aggregation).toBe('sum');
  });

  it('inferColumnRoles(ds) makes a year column a category when a date column exists', () => {
    const ds = dataset(date('day', ['2020-01-01', '2021-01-01']), num('year', [2020, 2021]), num('sales', [1, 2]));
    const roles = inferColumnRoles(ds);
    expect(roles[1]).toMatchObject({ role: 'dimension', timeKind: null, aggregation: null });
    expect(roles[1]!.reasons[0]).toBe('years next to the date column day: used as a category');
  });

  it('inferColumnRoles(ds) makes UUIDs, near-unique codes and row numbers identifiers', () => {
    const n = 30;
    const uuids = Array.from({ length: n }, (_, i) => `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`);
    const ds = dataset(
      str('order_id', uuids),
      str('sku', Array.from({ length: n }, (_, i) => `SKU-${1000 + i}`)),
      num('row', Array.from({ length: n }, (_, i) => i + 1)),
      num('customer_id', Array.from({ length: n }, (_, i) => i % 3)),
      num('amount', Array.from({ length: n }, (_, i) => i * 1.5)),
    );
    expect(roleList(ds)).toEqual(['order_id:identifier', 'sku:identifier', 'row:identifier', 'customer_id:dimension', 'amount:measure']);
    expect(inferColumnRoles(ds)[0]!.reasons[0]).toContain('UUIDs');
    // 30 SKUs, each once: 30 of 30 distinct ≥ 90%
    expect(inferColumnRoles(ds)[1]!.reasons[0]).toBe('30 different values in 30 rows: each value names about one row, so it is a key, not a category');
  });

  it('inferColumnRoles(ds) reads digit codes kept as text as identifiers, or as a category when they take few values', () => {
    const zips = Array.from({ length: 40 }, (_, i) => String(501 + i).padStart(5, '0'));
    const stores = Array.from({ length: 40 }, (_, i) => ['001', '002', '003'][i % 3]!);
    const roles = inferColumnRoles(dataset(str('zip', zips), str('store', stores)));
    expect(roles.map((r) => r.role)).toEqual(['identifier', 'dimension']);
    expect(roles[0]!.reasons[0]).toContain('00501');
  });

  it('inferColumnRoles(ds) reads sentences as free text', () => {
    const notes = Array.from({ length: 25 }, (_, i) => `customer ${i} called about a late box`);
    expect(roleList(dataset(str('note', notes)))).toEqual(['note:text']);
  });

  it('inferColumnRoles(ds) finds no series key when each date appears once', () => {
    const ds = dataset(date('d', days('2024-01-01', 6)), str('kind', ['a', 'b', 'a', 'b', 'a', 'b']), num('v', [1, 2, 3, 4, 5, 6]));
    expect(roleList(ds)).toEqual(['d:time', 'kind:dimension', 'v:measure']);
  });

  it('inferColumnRoles(ds) finds no series key when a category repeats within a date (many orders per day)', () => {
    const d = days('2024-01-01', 2);
    const ds = dataset(date('d', [d[0]!, d[0]!, d[0]!, d[1]!, d[1]!, d[1]!]), str('region', ['N', 'N', 'S', 'N', 'S', 'S']), num('v', [1, 2, 3, 4, 5, 6]));
    expect(roleList(ds)).toEqual(['d:time', 'region:dimension', 'v:measure']);
  });

  it('inferColumnRoles(ds, { overrides }) applies what the column can take and says why it ignores the rest', () => {
    const ds = dataset(str('weather', ['rain', 'sun']), num('rain_mm', [1, 2]), num('visits', [7, 8]));
    const roles = inferColumnRoles(ds, { overrides: { weather: 'measure', rain_mm: { aggregation: 'mean' }, visits: 'dimension', missing: 'time' } });
    expect(roles.map((r) => [r.role, r.source, r.aggregation])).toEqual([
      ['dimension', 'inferred', null],
      ['measure', 'override', 'mean'],
      ['dimension', 'override', null],
    ]);
    expect(roles[0]!.reasons[0]).toBe('cannot be a measure: it holds text, so it stays a dimension');
    expect(roles[2]!.reasons[0]).toBe('set to dimension by the user (inferred: measure)');
  });

  it('inferColumnRoles(ds) reads overrides the dataset was parsed with, and options win over them', () => {
    const base = dataset(num('n', [1, 2]));
    const ds = { ...base, detected: { ...base.detected, columnRoles: { n: 'dimension' as const } } };
    expect(inferColumnRoles(ds)[0]!.role).toBe('dimension');
    expect(inferColumnRoles(ds, { overrides: { n: 'identifier' } })[0]!.role).toBe('identifier');
  });

  it('inferColumnRoles(ds) keeps a single series key when the user chooses one', () => {
    const ds = publicCsv('disasters.csv', { columnRoles: { Deaths: 'series' } });
    const roles = inferColumnRoles(ds);
    expect(roles.map((r) => r.role)).toEqual(['dimension', 'time', 'series']);
    expect(roles[0]!.reasons[0]).toBe('Deaths was chosen as the series key: a category');
  });

  it('inferColumnRoles(ds) of an empty column is a dimension', () => {
    expect(inferColumnRoles(dataset(num('n', [null, null]), str('s', ['', '']))).map((r) => r.role)).toEqual(['dimension', 'dimension']);
  });
});
