import { describe, expect, it } from 'vitest';
import { orderFile } from './orderFile.js';

describe('orderFile (the issue 13 order file generator)', () => {
  it('never repeats itself: 20,000 rows have 20,000 distinct order ids (the old generator cycled after 5,419 rows)', () => {
    const lines = orderFile(20_000).split('\n').slice(1);
    expect(lines).toHaveLength(20_000);
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(20_000);
  });

  it('keeps its shape: both ends of the date range, regions and products in turn, amounts from 5 to 205', () => {
    const rows = orderFile(3_000).split('\n').slice(1).map((l) => l.split(','));
    expect([rows[0]![1], rows[1]![1]]).toEqual(['2021-01-01', '2023-12-31']);
    expect(rows.every((r) => r[1]! >= '2021-01-01' && r[1]! <= '2023-12-31')).toBe(true);
    expect(rows.slice(0, 6).map((r) => `${r[2]} ${r[3]}`)).toEqual(['North P0', 'South P1', 'East P2', 'West P3', 'North P4', 'South P5']);
    expect(rows.every((r) => Number(r[4]) >= 5 && Number(r[4]) <= 205)).toBe(true);
  });
});
