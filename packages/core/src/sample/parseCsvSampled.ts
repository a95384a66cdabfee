import { CoreError } from '../errors.js';
import type { Dataset } from '../dataset/types.js';
import { createSampledCsvParser, type SampledCsvOptions } from './createSampledCsvParser.js';

/** Options of `parseCsvSampled`: the sampled parser's plus a signal that cancels the read. */
export interface SampledCsvStreamOptions extends SampledCsvOptions {
  readonly signal?: AbortSignal;
}

/**
 * Streams a File, Blob or byte ReadableStream through `createSampledCsvParser`: exact aggregates over every
 * row, a seeded uniform sample of at most `sampleRows` rows as the Dataset (`detected.sample` says which).
 * For files of any size: memory is the sample's, not the file's. `signal` rejects with CoreError CANCELLED.
 *
 * @example
 * const ds = await parseCsvSampled(file, { sampleRows: 2_000_000 });
 * ds.detected.sample!.totalRows; // 9_800_000
 */
export async function parseCsvSampled(input: Blob | ReadableStream<Uint8Array>, options: SampledCsvStreamOptions = {}): Promise<Dataset> {
  const { signal, ...rest } = options;
  const parser = createSampledCsvParser(rest);
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
