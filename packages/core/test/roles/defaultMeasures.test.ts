import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import type { NumberColumn } from '../../src/dataset/types.js';
import { defaultMeasures } from '../../src/roles/defaultMeasures.js';
import { measureFill } from '../../src/roles/measureFill.js';
import { dataset, num } from '../helpers/dataset.js';

const zeros = (n: number, filled: number) => Array.from({ length: n }, (_, i) => (i < filled ? 5 : 0));

describe('defaultMeasures', () => {
  it('measureFill(column) is the share of rows neither empty nor 0', () => {
    expect(measureFill(num('x', [0, 0, 3, NaN]) as NumberColumn)).toBe(0.25);
    expect(measureFill(num('x', []) as NumberColumn)).toBe(0);
  });
  it('defaultMeasures(ds) leaves coordinates out and keeps header order without other signals', () => {
    const ds = parseCsv('lat,lon,rain,wind\n47.6,-122.3,0,3\n47.7,-122.4,2,4\n');
    expect(defaultMeasures(ds).map((r) => r.column)).toEqual(['rain', 'wind']);
    expect(ds.roles.find((r) => r.column === 'lat')?.coordinate).toBe('latitude');
  });
  it('defaultMeasures(ds) puts a total and money that adds up first', () => {
    // qty: 0; unit price: money but averaged, 0; total amount: headline 1 + money 1
    const ds = dataset(num('qty', [1, 2]), num('unit price', [3, 4]), num('total amount', [3, 8]));
    expect(defaultMeasures(ds).map((r) => r.column)).toEqual(['total amount', 'qty', 'unit price']);
  });
  it('defaultMeasures(ds) drops a mostly-zero column (under 10% filled) below a full one of the same kind, the fuller sparse one first', () => {
    const ds = dataset(num('fees other', zeros(100, 3)), num('fees repair', zeros(100, 9)), num('fees', zeros(100, 60)));
    expect(defaultMeasures(ds).map((r) => r.column)).toEqual(['fees', 'fees repair', 'fees other']);
  });
  it('an override { coordinate: null } makes a coordinate an ordinary measure again', () => {
    const ds = parseCsv('latitude\n1\n2\n', { columnRoles: { latitude: { coordinate: null } } });
    expect(defaultMeasures(ds).map((r) => r.column)).toEqual(['latitude']);
  });
});
