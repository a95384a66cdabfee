import type { Dataset } from '../dataset/types.js';
import { createCsvParserWith } from './createCsvParser.js';
import { createRecordAssembler } from './createRecordAssembler.js';
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
  // a Blob's size is known up front: number columns are sized from it, so they need no copy at the end
  const size = typeof Blob !== 'undefined' && input instanceof Blob ? { size: input.size, unit: 'bytes' as const } : undefined;
  return readChunksInto(input, createCsvParserWith(csv, createRecordAssembler, size), signal);
}
