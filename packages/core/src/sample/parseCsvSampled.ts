import type { Dataset } from '../dataset/types.js';
import { readChunksInto } from '../csv/readChunksInto.js';
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
  return readChunksInto(input, createSampledCsvParser(rest), signal);
}
