import { createDataset, stringColumn, type Column, type Dataset, type Detection } from '@tallyline/core';

/** Shared by the store tests (not shipped: only test files import it). */
export const detected: Detection = {
  delimiter: ',',
  encoding: 'utf-8',
  hasBom: false,
  hasHeader: true,
  decimalSeparator: '.',
  dateOrder: 'DMY',
  columns: [],
};
const num = (name: string, values: number[]): Column => ({ type: 'number', name, values: Float64Array.from(values), invalid: new Map() });
const str = (name: string, values: string[]): Column => stringColumn(name, values);

/** 24 rows: region cycles North, South, East, West; sales = 100 + 5i + 7(i mod 3); units = 10 + (i mod 5). */
export function salesDataset(): Dataset {
  const regions = ['North', 'South', 'East', 'West'];
  const n = 24;
  return createDataset({
    columns: [
      str('region', Array.from({ length: n }, (_, i) => regions[i % 4]!)),
      num('sales', Array.from({ length: n }, (_, i) => 100 + i * 5 + (i % 3) * 7)),
      num('units', Array.from({ length: n }, (_, i) => 10 + (i % 5))),
    ],
    detected,
  });
}

export const signedIn = { userId: 'user-1' };
export const anonymous = { userId: null };
