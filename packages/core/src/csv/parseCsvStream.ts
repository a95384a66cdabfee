import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { createCsvParser } from './createCsvParser.js';
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
  const parser = createCsvParser(csv);
  const reader = ('getReader' in input ? input : input.stream()).getReader();
  const cancelled = () => new CoreError('CANCELLED', 'The parse was cancelled.');
  try {
    for (;;) {
      if (signal?.aborted) throw cancelled();
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
  } catch (e) {
    await reader.cancel().catch(() => undefined);
    throw e;
  } finally {
    reader.releaseLock();
  }
  if (signal?.aborted) throw cancelled();
  return parser.finish();
}
