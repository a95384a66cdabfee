import { describe, expect, it } from 'vitest';
import { applyRoleOverride } from '../../src/roles/applyRoleOverride.js';
import { measureTraits } from '../../src/roles/measureTraits.js';
import type { RoleDraft } from '../../src/roles/roleDraft.js';
import { num, str } from '../helpers/dataset.js';

const measure: RoleDraft = { role: 'measure', reasons: ['summed'], distinct: 2, timeKind: null, traits: measureTraits(['amount'], '$', 0, 5), keys: null };

describe('applyRoleOverride', () => {
  it('applyRoleOverride(column, draft) without an override is the inferred role', () => {
    expect(applyRoleOverride(num('amount', [1, 5]), measure, undefined)).toEqual({
      column: 'amount', role: 'measure', aggregation: 'sum', stock: false, scale: 'ratio', money: true, currency: '$', coordinate: null, calendar: null, timeKind: null, idLike: false, label: false, distinct: 2, reasons: ['summed'], source: 'inferred',
    });
  });
  it('applyRoleOverride(column, draft, fields) changes the fields given and keeps the rest', () => {
    const r = applyRoleOverride(num('amount', [1, 5]), measure, { aggregation: 'mean', money: false });
    expect(r).toMatchObject({ role: 'measure', aggregation: 'mean', money: false, currency: null, source: 'override', reasons: ['set by the user', 'summed'] });
  });
  it('applyRoleOverride(column, draft, "time") on a number column reads it as years', () => {
    expect(applyRoleOverride(num('amount', [1, 5]), measure, 'time')).toMatchObject({ role: 'time', timeKind: 'year', aggregation: null, money: false });
  });
  it('applyRoleOverride(column, draft, "time") on text is ignored with a reason', () => {
    const dim: RoleDraft = { role: 'dimension', reasons: ['a category'], distinct: 1, timeKind: null, traits: null, keys: null };
    expect(applyRoleOverride(str('s', ['x']), dim, 'time')).toMatchObject({ role: 'dimension', source: 'inferred', reasons: ['cannot be a time: it holds text, so it stays a dimension', 'a category'] });
  });
  it('applyRoleOverride(column, draft) marks a category under an id-like header as idLike, with the reason; a user-set role clears it', () => {
    const dim: RoleDraft = { role: 'dimension', reasons: ['a category'], distinct: 2, timeKind: null, traits: null, keys: null };
    expect(applyRoleOverride(str('customer_id', ['a', 'b']), dim, undefined)).toMatchObject({
      role: 'dimension', idLike: true, reasons: ['a category', 'its name says "id": a category the defaults group by only when no other category exists'],
    });
    expect(applyRoleOverride(str('customer_id', ['a', 'b']), dim, 'dimension')).toMatchObject({ role: 'dimension', idLike: false, source: 'override' });
    expect(applyRoleOverride(str('region', ['a', 'b']), dim, undefined).idLike).toBe(false);
  });
});
