import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';

/** A push parser: bytes in, chunk by chunk, a Dataset at the end. */
export interface ChunkParser {
  push(chunk: Uint8Array): void;
  finish(): Dataset;
}

/**
 * Reads a File, Blob or byte ReadableStream chunk by chunk into `parser` and finishes it. Reads with
 * `getReader()` rather than `for await`, which Safari does not support on a ReadableStream. `signal`
 * stops reading and rejects with CoreError CANCELLED; the stream is cancelled on any failure.
 */
export async function readChunksInto(input: Blob | ReadableStream<Uint8Array>, parser: ChunkParser, signal?: AbortSignal): Promise<Dataset> {
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
