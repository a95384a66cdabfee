import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { buildSearchIndex } from '../../src/explore/buildSearchIndex.js';
import { searchIndexBlocks } from '../../src/explore/searchIndexBlocks.js';
import { dataset, str } from '../helpers/dataset.js';

/** 8192 rows make one block, so 8193 rows make two: rows 0…8191 and row 8192. */
const csv = (rows: number) => 'id,tag\n' + Array.from({ length: rows }, (_, i) => `${i},T${i % 3}`).join('\n') + '\n';

describe('searchIndexBlocks', () => {
  it('searchIndexBlocks(ds) yields the same blocks buildSearchIndex(ds) returns, one block per 8192 rows', () => {
    const ds = parseCsv(csv(8193));
    const blocks = [...searchIndexBlocks(ds)];
    expect(blocks.map((b) => b.firstRow)).toEqual([0, 8192]);
    expect(blocks[1]!.text).toBe('8192\u0001t2');
    expect(buildSearchIndex(ds)).toEqual(blocks);
    expect(buildSearchIndex(ds)[0]).toBe(blocks[0]);
  });
  it('searchIndexBlocks(ds) builds a block only when it is asked for', () => {
    const ds = parseCsv(csv(8193));
    const it1 = searchIndexBlocks(ds);
    const first = it1.next().value;
    // the index then builds just the second block and keeps the first
    expect(buildSearchIndex(ds)[0]).toBe(first);
  });
  it('searchIndexBlocks(ds) of an empty dataset yields nothing', () => {
    expect([...searchIndexBlocks(dataset(str('a', [])))]).toEqual([]);
  });
});
