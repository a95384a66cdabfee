import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRowSet } from '../../src/dataset/createRowSet.js';

/** Rows from gaps: ascending by construction. */
const ascending = (gaps: number[]) => {
  let row = -1;
  return gaps.map((g) => (row += g + 1));
};

describe('createRowSet', () => {
  it('createRowSet() answers positions in a sparse set', () => {
    const s = createRowSet();
    for (const r of [3, 70_000, 70_001, 200_000]) s.add(r);
    expect(s.size).toBe(4);
    expect([3, 70_000, 70_001, 200_000, 4, 0].map((r) => s.indexOf(r))).toEqual([0, 1, 2, 3, -1, -1]);
    expect([...s.rows()]).toEqual([3, 70_000, 70_001, 200_000]);
  });

  it('createRowSet() agrees with a sorted list, sparse and dense blocks alike, and truncates', () => {
    // gaps 0..3 make blocks of ~30,000 rows (bitmaps); gaps up to 5,000 make short lists
    const gaps = fc.oneof(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 40_000 }), fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 300 }));
    fc.assert(
      fc.property(gaps, fc.nat(), (g, cut) => {
        const rows = ascending(g);
        const s = createRowSet();
        for (const r of rows) s.add(r);
        expect([...s.rows()]).toEqual(rows);
        const probes = [...rows.filter((_, i) => i % 97 === 0), ...rows.map((r) => r + 1).filter((_, i) => i % 89 === 0)];
        for (const p of probes) expect(s.indexOf(p)).toBe(rows.indexOf(p));
        const keep = rows.length === 0 ? 0 : cut % rows.length;
        s.truncate(keep);
        expect(s.size).toBe(keep);
        expect([...s.rows()]).toEqual(rows.slice(0, keep));
      }),
      { numRuns: 20 },
    );
  });
});
