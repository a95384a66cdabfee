import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { addSearchBlock } from '../../src/explore/addSearchBlock.js';
import { buildSearchIndex } from '../../src/explore/buildSearchIndex.js';
import { searchIndexBlocks } from '../../src/explore/searchIndexBlocks.js';
import { searchRows } from '../../src/explore/searchRows.js';

const text = 'city\nOslo\nLima\n';

describe('addSearchBlock', () => {
  it('addSearchBlock(ds, block) makes search use a block built on another copy of the data', () => {
    const elsewhere = parseCsv(text);
    const [block] = [...searchIndexBlocks(elsewhere)];
    const ds = parseCsv(text);
    addSearchBlock(ds, block!);
    expect(buildSearchIndex(ds)[0]).toBe(block);
    expect([...searchRows(ds, 'LI')!]).toEqual([0, 1]);
  });
  it('addSearchBlock(ds, block) keeps a block that is already there', () => {
    const ds = parseCsv(text);
    const [built] = buildSearchIndex(ds);
    addSearchBlock(ds, { firstRow: 0, text: 'other\u0000text', starts: Int32Array.of(0, 6, 11) });
    expect(buildSearchIndex(ds)[0]).toBe(built);
  });
  it('addSearchBlock(ds, block) throws INVALID_ARGUMENT for a block that cannot belong to ds', () => {
    const ds = parseCsv(text);
    // 2 rows: the block must start at row 0 and hold 2 rows (3 offsets)
    expect(() => addSearchBlock(ds, { firstRow: 0, text: 'oslo', starts: Int32Array.of(0, 5) })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => addSearchBlock(ds, { firstRow: 8192, text: '', starts: Int32Array.of(0) })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => addSearchBlock(ds, { firstRow: 5, text: '', starts: Int32Array.of(0) })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
