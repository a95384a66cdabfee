import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { parseCsvStream } from '../../src/csv/parseCsvStream.js';
import { CoreError } from '../../src/errors.js';
import { publicCsvText } from '../helpers/publicCsv.js';

/** A byte stream that hands out `bytes` in pieces of `size`, counting how many were read. */
function chunkedStream(bytes: Uint8Array, size: number): { stream: ReadableStream<Uint8Array>; pulls: () => number } {
  let offset = 0;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      if (offset >= bytes.length) controller.close();
      else controller.enqueue(bytes.subarray(offset, (offset += size)));
    },
  });
  return { stream, pulls: () => pulls };
}

describe('parseCsvStream', () => {
  const text = publicCsvText('seattle-weather.csv');
  const bytes = new TextEncoder().encode(text);

  it('parseCsvStream(blob) gives the same Dataset as parseCsv of the same bytes', async () => {
    const ds = await parseCsvStream(new Blob([bytes]));
    const whole = parseCsv(bytes);
    expect(ds.rowCount).toBe(whole.rowCount);
    expect(ds.summary).toEqual(whole.summary);
    expect(ds.row(ds.rowCount - 1)).toEqual(whole.row(whole.rowCount - 1));
  });

  it('parseCsvStream(stream) reads a byte stream cut mid-character and reports progress per chunk', async () => {
    const utf8 = new TextEncoder().encode('city,n\nZürich,1\nSão Paulo,2\n');
    const progress: number[] = [];
    const ds = await parseCsvStream(chunkedStream(utf8, 3).stream, { onProgress: ({ bytes }) => progress.push(bytes) });
    expect([...ds.rows()]).toEqual([
      { city: 'Zürich', n: 1 },
      { city: 'São Paulo', n: 2 },
    ]);
    // 30 bytes in chunks of 3 → 10 pushes, the last one at 30 bytes ('ü' and 'ã' are 2 bytes each: 26 characters + 4).
    expect(progress).toHaveLength(10);
    expect(progress.at(-1)).toBe(utf8.length);
  });

  it('parseCsvStream(blob | stream) works where a ReadableStream is not async-iterable (Safari): it never uses for await', async () => {
    const iterator = Object.getOwnPropertyDescriptor(ReadableStream.prototype, Symbol.asyncIterator);
    const values = Object.getOwnPropertyDescriptor(ReadableStream.prototype, 'values');
    // As in Safari: no ReadableStream[Symbol.asyncIterator] nor values(); `for await` over one would throw a TypeError.
    const proto = ReadableStream.prototype as unknown as Partial<Record<symbol | string, unknown>>;
    delete proto[Symbol.asyncIterator];
    delete proto.values;
    try {
      expect(Symbol.asyncIterator in chunkedStream(bytes, 10).stream).toBe(false);
      const fromBlob = await parseCsvStream(new Blob([bytes]));
      const fromStream = await parseCsvStream(chunkedStream(bytes, 4096).stream);
      expect(fromBlob.summary).toEqual(parseCsv(bytes).summary);
      expect(fromStream.summary).toEqual(fromBlob.summary);
    } finally {
      if (iterator) Object.defineProperty(ReadableStream.prototype, Symbol.asyncIterator, iterator);
      if (values) Object.defineProperty(ReadableStream.prototype, 'values', values);
    }
    expect(Symbol.asyncIterator in ReadableStream.prototype).toBe(Boolean(iterator));
  });

  it('parseCsvStream(input, { signal }) stops reading once aborted and rejects with CANCELLED', async () => {
    const controller = new AbortController();
    const { stream, pulls } = chunkedStream(bytes, 1000);
    const parse = parseCsvStream(stream, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(parse).rejects.toMatchObject({ code: 'CANCELLED' });
    await expect(parse).rejects.toBeInstanceOf(CoreError);
    expect(pulls()).toBeLessThan(5); // the file has ~50 chunks of 1000 bytes
  });

  it('parseCsvStream(emptyBlob) rejects with EMPTY_FILE like parseCsv', async () => {
    await expect(parseCsvStream(new Blob([]))).rejects.toMatchObject({ code: 'EMPTY_FILE' });
  });
});
