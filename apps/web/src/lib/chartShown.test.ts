import { parseCsv } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { chartShownOf, titleWithShown } from './chartShown.js';

const states = ['TX', 'CA', 'NY', 'PA', 'IL', 'OH', 'FL', 'VA', 'MO', 'MI', 'GA', 'NC'];
// 12 states, 2 rows each, plus an empty state
const zips = parseCsv(`zip,state\n${states.flatMap((s, i) => [`${i}1,${s}`, `${i}2,${s}`]).join('\n')}\n991,\n`);

describe('chartShownOf / titleWithShown (issue 13: a top-10 chart of 12 states says so)', () => {
  it('10 bars of 12 states: top 10 of 12 (the empty cell is no state)', () => {
    const top = chartShownOf(zips, 'state', 10, 10);
    expect(top).toEqual({ shown: 10, of: 12 });
    expect(titleWithShown('count of rows by state', top)).toBe('count of rows by state (top 10 of 12)');
    expect(titleWithShown('count of rows by state (top 5)', chartShownOf(zips, 'state', 5, 5))).toBe('count of rows by state (top 5 of 12)');
  });

  it('a summary table ranked one bar per row: core already says "top 10 of 12", said once', () => {
    const products = parseCsv(`product,revenue\n${['Widget', 'Gadget', 'Gizmo', 'Doohickey', 'Sprocket', 'Flange', 'Bracket', 'Hinge', 'Latch', 'Valve', 'Gasket', 'Rotor'].map((p, i) => `${p},${i + 1}`).join('\n')}\n`);
    const top = chartShownOf(products, 'product', 10, 10);
    expect(top).toEqual({ shown: 10, of: 12 });
    expect(titleWithShown('revenue per product (one row each, top 10 of 12)', top)).toBe('revenue per product (one row each, top 10 of 12)');
  });

  it('every group drawn, a time axis, calendar names: the title stays', () => {
    expect(chartShownOf(zips, 'state', 12, 12)).toBeNull(); // every one of the 12 drawn
    // a pie of its top 5 and the rest as one slice ('Other (7 more)'): 6 points, 5 of them groups
    expect(chartShownOf(zips, 'state', 6, 5)).toEqual({ shown: 5, of: 12 });
    expect(chartShownOf(zips, 'state', 8, 10)).toBeNull(); // fewer than the limit: all of them
    const months = parseCsv('month,n\nJanuary,1\nFebruary,2\nMarch,3\nApril,4\n');
    expect(chartShownOf(months, 'month', 2, 2)).toBeNull();
    const dated = parseCsv('date,n\n2020-01-01,1\n2020-01-02,2\n2020-01-03,3\n');
    expect(chartShownOf(dated, 'date', 2, 2)).toBeNull();
    expect(chartShownOf(zips, 'nope', 10, 10)).toBeNull();
    expect(titleWithShown('sum amount by region', null)).toBe('sum amount by region');
  });
});
