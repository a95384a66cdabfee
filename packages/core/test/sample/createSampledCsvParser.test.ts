import { describe, expect, it } from 'vitest';
import type { NumberColumn } from '../../src/dataset/types.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { createSampledCsvParser } from '../../src/sample/createSampledCsvParser.js';
import { parseCsvSampled } from '../../src/sample/parseCsvSampled.js';

const ROWS = 20_000;
/** id = i, amount = i/4 (exact in binary) with every 13th empty, group text, note quoted with a comma every 50th. */
function csv(rows = ROWS): string {
  const lines = ['id,amount,group,note'];
  for (let i = 0; i < rows; i++) lines.push(`${i},${i % 13 === 0 ? '' : i / 4},g${i % 7},${i % 50 === 0 ? `"a, ""b"" ${i}"` : 'x'}`);
  return lines.join('\n') + '\n';
}

function parse(text: string, options: Parameters<typeof createSampledCsvParser>[0], chunk = 1 << 16) {
  const p = createSampledCsvParser(options);
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += chunk) p.push(bytes.subarray(at, at + chunk));
  return p.finish();
}

describe('createSampledCsvParser', () => {
  it('counts every row and aggregates every cell exactly, while the Dataset holds the sample', () => {
    const ds = parse(csv(), { sampleRows: 1000, seed: 5 });
    const s = ds.detected.sample!;
    expect(s.totalRows).toBe(ROWS);
    expect(s.rows).toBe(1000);
    expect(ds.rowCount).toBe(1000);
    // expected figures computed from the generator's formula, not from the parser
    const ids = Array.from({ length: ROWS }, (_, i) => i);
    const amounts = ids.filter((i) => i % 13 !== 0).map((i) => i / 4);
    expect(s.columns[0]).toEqual({ count: ROWS, missing: 0, numbers: ROWS, sum: (ROWS * (ROWS - 1)) / 2, min: 0, max: ROWS - 1, mean: (ROWS - 1) / 2 });
    const sum = amounts.reduce((a, b) => a + b, 0);
    expect(s.columns[1]).toEqual({ count: amounts.length, missing: ROWS - amounts.length, numbers: amounts.length, sum, min: Math.min(...amounts), max: Math.max(...amounts), mean: sum / amounts.length });
    expect(s.columns[2]).toMatchObject({ count: ROWS, missing: 0, numbers: 0 });
    expect(ds.detected.columns.map((c) => c.type)).toEqual(['number', 'number', 'string', 'string']);
  });

  it('keeps whole rows of the file, in file order, with quoted cells intact', () => {
    const ds = parse(csv(), { sampleRows: 500, seed: 11 });
    const ids = Array.from((ds.column('id') as NumberColumn).values);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(500);
    for (let r = 0; r < ds.rowCount; r++) {
      const i = ids[r]!;
      expect(ds.cellText(r, 1)).toBe(i % 13 === 0 ? '' : String(i / 4));
      expect(ds.cellText(r, 2)).toBe(`g${i % 7}`);
      expect(ds.cellText(r, 3)).toBe(i % 50 === 0 ? `a, "b" ${i}` : 'x');
    }
  });

  it('gives the same sample for the same seed however the bytes are chunked, another for another seed', () => {
    const ids = (ds: ReturnType<typeof parse>) => Array.from((ds.column('id') as NumberColumn).values);
    const a = ids(parse(csv(), { sampleRows: 300, seed: 2 }, 1 << 16));
    expect(ids(parse(csv(), { sampleRows: 300, seed: 2 }, 977))).toEqual(a);
    expect(ids(parse(csv(), { sampleRows: 300, seed: 3 }))).not.toEqual(a);
  });

  it('holds every row, typed as parseCsv types them, when the file fits the budget', () => {
    const text = csv(3000);
    const ds = parse(text, { sampleRows: 5000 });
    const full = parseCsv(text);
    expect(ds.detected.sample).toMatchObject({ totalRows: 3000, rows: 3000 });
    expect(ds.columns).toEqual(full.columns);
    expect(ds.detected.columns).toEqual(full.detected.columns);
  });

  it('shrinks the row budget to the byte budget while filling', () => {
    const ds = parse(csv(), { sampleRows: 10_000, sampleBytes: 100_000 });
    const s = ds.detected.sample!;
    expect(s.totalRows).toBe(ROWS);
    expect(s.rows).toBeLessThan(10_000);
    expect(s.rows).toBeGreaterThan(500);
    expect(ds.rowCount).toBe(s.rows);
  });

  it('reports the errors of the normal parser', () => {
    expect(() => parse('a,b\n', {})).toThrow(expect.objectContaining({ code: 'NO_DATA_ROWS' }));
    expect(() => parse('a,"b\n1,2\n', {})).toThrow(expect.objectContaining({ code: 'UNTERMINATED_QUOTE' }));
  });

  it('keeps decoding facts of the file: a Windows-1252 fallback late in the stream', () => {
    const head = new TextEncoder().encode(csv(2000));
    const tail = Uint8Array.of(...new TextEncoder().encode('9999,1,caf'), 0xe9, ...new TextEncoder().encode(',x\n'));
    const p = createSampledCsvParser({ sampleRows: 100, seed: 1 });
    p.push(head);
    p.push(tail);
    const ds = p.finish();
    expect(ds.detected.encoding).toBe('windows-1252');
    expect(ds.warnings.map((w) => w.code)).toContain('INVALID_UTF8');
    expect(ds.detected.sample!.totalRows).toBe(2001);
    expect(ds.detected.sample!.columns[0]!.max).toBe(9999);
  });

  it('parseCsvSampled streams a Blob', async () => {
    const ds = await parseCsvSampled(new Blob([csv()]), { sampleRows: 100 });
    expect(ds.detected.sample).toMatchObject({ totalRows: ROWS, rows: 100, seed: 1 });
  });
});
