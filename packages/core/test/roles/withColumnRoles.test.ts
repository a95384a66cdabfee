import { describe, expect, it } from 'vitest';
import { withColumnRoles } from '../../src/roles/withColumnRoles.js';
import { dataset, num } from '../helpers/dataset.js';

describe('withColumnRoles', () => {
  it('withColumnRoles(ds, overrides) re-infers roles with the overrides and leaves the input alone', () => {
    const ds = dataset(num('code', [1, 2]), num('v', [3, 4]));
    const next = withColumnRoles(ds, { v: 'dimension' });
    expect(next.roles.map((r) => r.role)).toEqual(['dimension', 'dimension']);
    expect(ds.roles[1]!.role).toBe('measure');
    expect(next.columns).toBe(ds.columns);
    expect(withColumnRoles(next, { code: 'identifier' }).detected.columnRoles).toEqual({ v: 'dimension', code: 'identifier' });
  });
});
