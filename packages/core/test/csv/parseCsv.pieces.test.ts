import { describe, expect, it, vi } from 'vitest';
import { PIECE_BYTES, createCsvParser } from '../../src/csv/createCsvParser.js';
import type * as DecodeAscii from '../../src/csv/decodeAscii.js';
import type { Dataset, NumberColumn } from '../../src/dataset/types.js';
import { parseCsv } from '../../src/csv/parseCsv.js';

// every decoded piece's size, recorded by a pass-through decodeAscii
const sizes = vi.hoisted(() => [] as number[]);
vi.mock('../../src/csv/decodeAscii.js', async (importOriginal) => {
  const real = await importOriginal<typeof DecodeAscii>();
  return {
    decodeAscii: (bytes: Uint8Array) => {
      sizes.push(bytes.byteLength);
      return real.decodeAscii(bytes);
    },
  };
});

describe('parseCsv(whole buffer) memory', () => {
  it('parseCsv(buffer) decodes a big buffer 64 KiB at a time, so no piece of its text is a large or external string', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `${i},item ${i % 97},"note, ${i}",${(i * 1.5).toFixed(1)}`);
    const text = `id,item,note,amount\n${rows.join('\n')}\n`;
    const bytes = new TextEncoder().encode(text);
    expect(bytes.byteLength).toBeGreaterThan(5 * PIECE_BYTES);
    sizes.length = 0;
    const ds = parseCsv(bytes);
    expect(PIECE_BYTES).toBe(65_536);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PIECE_BYTES);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(bytes.byteLength);
    // the same Dataset as the text parsed whole
    const whole = parseCsv(text);
    expect(ds.rowCount).toBe(20_000);
    expect(ds.summary).toEqual(whole.summary);
    for (const r of [0, 1, 4_000, 12_345, 19_999]) expect(ds.row(r)).toEqual(whole.row(r));
  });

  /** The same bytes through the streaming parser, in 10,000-byte chunks (no size known up front). */
  const streamed = (bytes: Uint8Array): Dataset => {
    const p = createCsvParser();
    for (let at = 0; at < bytes.length; at += 10_000) p.push(bytes.subarray(at, at + 10_000));
    return p.finish();
  };
  const values = (ds: Dataset, name: string) => (ds.column(name) as NumberColumn).values;

  it('parseCsv(buffer) sizes number columns from the buffer: their values need no copy at the end, and equal the streamed ones', () => {
    // rows of an even length, as in most exports, so the first 64 KiB tell the row count well
    const rows = Array.from({ length: 120_000 }, (_, i) => `${100_000 + i},${i % 11 === 0 ? '' : (1000 + (i % 1000) * 0.25).toFixed(2)},w${i % 10}`);
    const bytes = new TextEncoder().encode(`id,amount,word\n${rows.join('\n')}\n`);
    const ds = parseCsv(bytes);
    const reference = streamed(bytes);
    for (const name of ['id', 'amount']) {
      expect(Array.from(values(ds, name))).toEqual(Array.from(values(reference, name)));
      // a view of the presized array (the estimate holds 2% to spare), not a copy made at the end
      expect(values(ds, name).buffer.byteLength).toBeGreaterThan(values(ds, name).byteLength);
      expect(values(ds, name).buffer.byteLength).toBeLessThan(values(ds, name).byteLength * 1.1);
    }
    expect(ds.summary).toEqual(reference.summary);
  });

  it('parseCsv(buffer) gives the streamed Dataset when the first rows mislead the estimate either way', () => {
    const long = 'x'.repeat(40);
    // long rows first (too few rows expected: the rest go on in chunks), and short rows first (too many expected)
    const fewFirst = [...Array.from({ length: 2_000 }, (_, i) => `${i},${long}`), ...Array.from({ length: 500_000 }, (_, i) => `${i + 2_000},`)];
    const manyFirst = [...Array.from({ length: 100_000 }, (_, i) => `${i},`), ...Array.from({ length: 2_000 }, (_, i) => `${i},${long.repeat(20)}`)];
    for (const rows of [fewFirst, manyFirst]) {
      const bytes = new TextEncoder().encode(`n,note\n${rows.join('\n')}\n`);
      const ds = parseCsv(bytes);
      const reference = streamed(bytes);
      expect(ds.rowCount).toBe(rows.length);
      expect(Array.from(values(ds, 'n'))).toEqual(Array.from(values(reference, 'n')));
      expect(values(ds, 'n').buffer.byteLength).toBeLessThan(rows.length * 8 * 1.2);
    }
  });
});
