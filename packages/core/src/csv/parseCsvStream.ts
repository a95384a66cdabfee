import type { Dataset } from '../dataset/types.js';
import { createCsvParser } from './createCsvParser.js';
import { readChunksInto } from './readChunksInto.js';
import type { CsvStreamOptions } from './types.js';

/**
 * Parses a File, Blob or byte ReadableStream chunk by chunk through `createCsvParser`, so a big file is
 * never held whole as text. Reads with `getReader()` rather than `for await`, which Safari does not
 * support on a ReadableStream. `signal` stops reading and rejects with CoreError CANCELLED.
 *
 * @example
 * const ds = await parseCsvStream(input.files[0], { onProgress: ({ bytes }) => bar.set(bytes) });
 * ds.rowCount; // 1042
 */
export async function parseCsvStream(input: Blob | ReadableStream<Uint8Array>, options: CsvStreamOptions = {}): Promise<Dataset> {
  const { signal, ...csv } = options;
  return readChunksInto(input, createCsvParser(csv), signal);
}
