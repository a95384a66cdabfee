import { describe, expect, it } from 'vitest';
import { createDataset } from '../../src/dataset/createDataset.js';
import { dateColumn } from '../../src/dataset/dateColumn.js';
import { stringColumn } from '../../src/dataset/stringColumn.js';
import type { Column, Detection } from '../../src/dataset/types.js';
import { CoreError } from '../../src/errors.js';
import { datasetFingerprint } from '../../src/stats/datasetFingerprint.js';

const detected: Detection = {
  delimiter: ',',
  encoding: 'utf-8',
  hasBom: false,
  hasHeader: true,
  decimalSeparator: '.',
  dateOrder: 'DMY',
  columns: [],
};

const ds = createDataset({
  detected,
  columns: [
    stringColumn('region', ['North', '', 'South']),
    { type: 'number', name: 'sales', values: Float64Array.from([10, NaN, NaN]), invalid: new Map([[2, 'n/a']]) },
    dateColumn('day', Float64Array.from([Date.UTC(2024, 0, 1), NaN, NaN]), ['2024-01-01', '', 'soon'], new Map([[2, 'soon']])),
  ],
});

describe('createDataset', () => {
  it('createDataset(input).row(i) gives typed values, null for empty and the original text for misfits', () => {
    expect(ds.row(0)).toEqual({ region: 'North', sales: 10, day: '2024-01-01' });
    expect(ds.row(1)).toEqual({ region: null, sales: null, day: null });
    expect(ds.row(2)).toEqual({ region: 'South', sales: 'n/a', day: 'soon' });
  });

  it('createDataset(input).summary counts types and keeps the first non-empty samples', () => {
    expect(ds.summary).toMatchObject({
      totalRows: 3,
      totalColumns: 3,
      numericColumns: 1,
      categoricalColumns: 1,
      dateColumns: 1,
      columnTypes: { region: 'string', sales: 'number', day: 'date' },
    });
    expect(ds.summary.sampleValues.region).toEqual(['North', 'South']);
    expect(ds.summary.sampleValues.sales).toEqual([10, 'n/a']);
  });

  it('createDataset(input).rows() iterates every row once', () => {
    expect([...ds.rows()]).toHaveLength(3);
    expect(ds.cellText(1, 1)).toBe('');
  });

  it('createDataset(input).column(name) throws UNKNOWN_COLUMN for a missing name', () => {
    expect(() => ds.column('nope')).toThrow(CoreError);
    expect(() => ds.column('nope')).toThrow(expect.objectContaining({ code: 'UNKNOWN_COLUMN' }));
  });

  it('createDataset(input) rejects columns of different lengths', () => {
    expect(() =>
      createDataset({
        detected,
        columns: [
          stringColumn('a', ['x']),
          stringColumn('b', []),
        ],
      }),
    ).toThrow(/expected 1/);
  });

  it('createDataset(input).roles are inferred once, on first read, with detected.columnRoles', () => {
    const n: Column = { type: 'number', name: 'n', values: Float64Array.from([1, 2]), invalid: new Map() };
    const ds = createDataset({ columns: [n], detected: { ...detected, columnRoles: { n: 'dimension' } } });
    expect(ds.roles).toBe(ds.roles);
    expect(ds.roles[0]).toMatchObject({ column: 'n', role: 'dimension', source: 'override' });
  });

  it('takes roles and a fingerprint computed elsewhere (a parse worker) instead of computing them again', () => {
    const columns = [stringColumn('region', ['North', 'South'])];
    const computed = createDataset({ columns, detected });
    const known = { roles: computed.roles, fingerprint: datasetFingerprint(computed) };
    const given = createDataset({ columns, detected, known });
    expect(given.roles).toBe(known.roles);
    expect(datasetFingerprint(given)).toBe(known.fingerprint);
    // Whatever is given is what it answers: it is not computed again (so only pass what was computed for this data).
    expect(datasetFingerprint(createDataset({ columns, detected, known: { fingerprint: 'given' } }))).toBe('given');
    // Without them, each is computed on first use.
    const fresh = createDataset({ columns, detected });
    expect(datasetFingerprint(fresh)).toBe(known.fingerprint);
    expect(fresh.roles).toEqual(known.roles);
  });
});
