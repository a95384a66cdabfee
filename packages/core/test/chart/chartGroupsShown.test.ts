import { describe, expect, it } from 'vitest';
import { chartGroupsShown } from '../../src/chart/chartGroupsShown.js';
import { leavesGroupsOut } from '../../src/chart/pieTitle.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const states = ['TX', 'CA', 'NY', 'PA', 'IL', 'OH', 'FL', 'VA', 'MO', 'MI', 'GA', 'NC'];
// 12 states, 2 rows each, plus an empty state
const zips = parseCsv(`zip,state\n${states.flatMap((s, i) => [`${i}1,${s}`, `${i}2,${s}`]).join('\n')}\n991,\n`);
const countBy = (xAxis: string, type: 'bar' | 'pie' = 'bar') => ({ type, xAxis, yAxis: null, aggregation: 'count' as const });

describe('chartGroupsShown: how many groups a top-N chart names, of how many (issue 13)', () => {
  it('10 bars of 12 states: top 10 of 12 (the empty cell is no state)', () => {
    expect(chartGroupsShown(zips, countBy('state'), 10, 10)).toEqual({ shown: 10, of: 12 });
    // a pie of its top 5 and the rest as one slice ('Other (7 more)'): 6 points, 5 of them groups
    expect(chartGroupsShown(zips, countBy('state', 'pie'), 6, 5)).toEqual({ shown: 5, of: 12 });
  });

  it('every group drawn, a time axis, calendar names on a bar, an unknown column: null', () => {
    expect(chartGroupsShown(zips, countBy('state'), 12, 12)).toBeNull();
    expect(chartGroupsShown(zips, countBy('state'), 8, 10)).toBeNull(); // fewer than the limit: all of them
    const months = parseCsv('month,n\nJanuary,1\nFebruary,2\nMarch,3\nApril,4\n');
    expect(chartGroupsShown(months, countBy('month'), 2, 2)).toBeNull();
    const dated = parseCsv('date,n\n2020-01-01,1\n2020-01-02,2\n2020-01-03,3\n');
    expect(chartGroupsShown(dated, countBy('date'), 2, 2)).toBeNull();
    expect(chartGroupsShown(zips, countBy('nope'), 10, 10)).toBeNull();
  });

  it('zipcodes.csv: a top-10 bar of rows by state names 10 of every state and territory in the file', () => {
    const rows = publicCsvRows('zipcodes.csv'); // zip_code, latitude, longitude, city, state, county
    expect(rows.every((r) => r.length === 6)).toBe(true);
    const of = new Set(rows.map((r) => r[4]).filter((s) => s !== '')).size;
    expect(chartGroupsShown(publicCsv('zipcodes.csv'), countBy('state'), 10, 10)).toEqual({ shown: 10, of });
  });

  it("disasters.csv: the sum of deaths by entity does not count 'All natural disasters' (the total it leaves out), the count of rows does", () => {
    const rows = publicCsvRows('disasters.csv');
    const entities = new Set(rows.map((r) => r[0]));
    expect(entities.has('All natural disasters')).toBe(true);
    const ds = publicCsv('disasters.csv');
    expect(chartGroupsShown(ds, { type: 'bar', xAxis: 'Entity', yAxis: 'Deaths', aggregation: 'sum' }, 8, 8)).toEqual({ shown: 8, of: entities.size - 1 });
    expect(chartGroupsShown(ds, countBy('Entity'), 8, 8)).toEqual({ shown: 8, of: entities.size });
    // a pie's title says "(top 5)" only when groups are left out, by the same count
    expect(leavesGroupsOut(ds, { xAxis: 'Entity', yAxis: 'Deaths', aggregation: 'sum' }, entities.size - 1)).toBe(false);
    expect(leavesGroupsOut(ds, { xAxis: 'Entity', yAxis: 'Deaths', aggregation: 'sum' }, entities.size - 2)).toBe(true);
  });
});
