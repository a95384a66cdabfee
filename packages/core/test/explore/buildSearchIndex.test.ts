import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { buildSearchIndex } from '../../src/explore/buildSearchIndex.js';

describe('buildSearchIndex', () => {
  it('buildSearchIndex(ds) lower-cases the shown text, cells joined by \\u0001 and rows by \\u0000', () => {
    const ds = parseCsv('a,b\nX,1.50\n,tbd\n', { columnTypes: { b: 'number' } });
    const [block] = buildSearchIndex(ds);
    // "1.50" is shown as the number 1.5; the misfit keeps its text
    expect(block!.text).toBe('x\u00011.5\u0000\u0001tbd');
    expect([...block!.starts]).toEqual([0, 6, 11]);
    expect(block!.firstRow).toBe(0);
  });
  it('buildSearchIndex(ds) is cached per Dataset', () => {
    const ds = parseCsv('a\nx\n');
    expect(buildSearchIndex(ds)).toBe(buildSearchIndex(ds));
  });
});
