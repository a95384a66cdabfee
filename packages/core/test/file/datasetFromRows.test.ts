import { describe, expect, it } from 'vitest';
import { datasetFromRows } from '../../src/file/datasetFromRows.js';
import { fingerprintDataset } from '../../src/provenance/fingerprintDataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('datasetFromRows', () => {
  it('datasetFromRows(headers, rows) of a parsed public CSV\'s rows gives the same columns and fingerprint', () => {
    const ds = publicCsv('seattle-weather.csv');
    const again = datasetFromRows(ds.headers, [...ds.rows()]);
    expect(again.summary.columnTypes).toEqual(ds.summary.columnTypes);
    expect(fingerprintDataset(again)).toBe(fingerprintDataset(ds));
  });

  it('datasetFromRows writes null as a missing cell, booleans as TRUE/FALSE and keeps commas and quotes in text', () => {
    const ds = datasetFromRows(['name', 'n', 'ok'], [
      { name: 'a, "b"', n: 1.5, ok: true },
      { name: 'c', n: null, ok: false },
    ]);
    expect(ds.row(0)).toEqual({ name: 'a, "b"', n: 1.5, ok: 'TRUE' });
    expect(ds.row(1).n).toBeNull();
  });
});
