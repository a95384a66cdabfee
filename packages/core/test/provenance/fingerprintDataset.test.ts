import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { fingerprintDataset } from '../../src/provenance/fingerprintDataset.js';
import { publicCsv, publicCsvText } from '../helpers/publicCsv.js';

describe('fingerprintDataset', () => {
  it('fingerprintDataset(ds) is the same for the same content however the file was written (delimiter, quotes, line ends)', () => {
    const a = parseCsv('city,n\nOslo,1\nLima,2\n');
    const b = parseCsv('"city";"n"\r\n"Oslo";1\r\nLima;2\r\n');
    expect(fingerprintDataset(a)).toBe(fingerprintDataset(b));
    expect(fingerprintDataset(a)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('fingerprintDataset(ds) changes with one cell, a column name, the column order or a type', () => {
    const base = fingerprintDataset(parseCsv('city,n\nOslo,1\nLima,2\n'));
    for (const other of ['city,n\nOslo,1\nLima,3\n', 'town,n\nOslo,1\nLima,2\n', 'n,city\n1,Oslo\n2,Lima\n']) {
      expect(fingerprintDataset(parseCsv(other)), other).not.toBe(base);
    }
    expect(fingerprintDataset(parseCsv('city,n\nOslo,1\nLima,2\n', { columnTypes: { n: 'string' } }))).not.toBe(base);
  });

  it('fingerprintDataset(ds) of a public CSV is stable across parses and changes when a row is dropped', () => {
    const ds = publicCsv('seattle-weather.csv');
    expect(fingerprintDataset(ds)).toBe(fingerprintDataset(publicCsv('seattle-weather.csv')));
    const lines = publicCsvText('seattle-weather.csv').trim().split('\n');
    expect(fingerprintDataset(parseCsv(lines.slice(0, -1).join('\n')))).not.toBe(fingerprintDataset(ds));
  });
});
