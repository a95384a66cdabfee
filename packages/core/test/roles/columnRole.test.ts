import { describe, expect, it } from 'vitest';
import { columnRole } from '../../src/roles/columnRole.js';
import { dataset, num, str } from '../helpers/dataset.js';

describe('columnRole', () => {
  it('columnRole(ds, name) is the role of that column', () => {
    expect(columnRole(dataset(str('r', ['a', 'a']), num('v', [1, 2])), 'v').role).toBe('measure');
  });
  it('columnRole(ds, name) throws UNKNOWN_COLUMN for an unknown name', () => {
    expect(() => columnRole(dataset(num('v', [1])), 'x')).toThrow(expect.objectContaining({ code: 'UNKNOWN_COLUMN' }));
  });
});
