import { describe, expect, it } from 'vitest';
import { columnNamesOfType } from '../../src/dataset/columnNamesOfType.js';
import { dataset, date, num, str } from '../helpers/dataset.js';

describe('columnNamesOfType', () => {
  const ds = dataset(date('day', ['2024-01-01']), str('region', ['North']), num('sales', [1]), num('units', [2]));

  it('columnNamesOfType(ds, type) lists the columns of that type in header order', () => {
    expect(columnNamesOfType(ds, 'number')).toEqual(['sales', 'units']);
    expect(columnNamesOfType(ds, 'string')).toEqual(['region']);
    expect(columnNamesOfType(ds, 'date')).toEqual(['day']);
  });

  it('columnNamesOfType(ds, type) is empty when no column has the type', () => {
    expect(columnNamesOfType(dataset(str('a', ['x'])), 'number')).toEqual([]);
  });
});
