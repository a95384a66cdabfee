import { describe, expect, it } from 'vitest';
import { columnsWithRole } from '../../src/roles/columnsWithRole.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('columnsWithRole', () => {
  it('columnsWithRole(ds, role) lists the columns with that role in header order', () => {
    const ds = publicCsv('seattle-weather.csv');
    expect(columnsWithRole(ds, 'measure').map((r) => r.column)).toEqual(['precipitation', 'temp_max', 'temp_min', 'wind']);
    expect(columnsWithRole(ds, 'identifier')).toEqual([]);
  });
});
