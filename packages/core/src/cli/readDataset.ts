import { createReadStream } from 'node:fs';
import { createCsvParser } from '../csv/createCsvParser.js';
import type { CsvOptions } from '../csv/types.js';
import type { Dataset } from '../dataset/types.js';

/**
 * Streams a CSV file from disk through `createCsvParser` in 1 MiB chunks (the file is never read
 * whole into memory) and returns the Dataset. Rejects with CsvParseError or the file system error.
 *
 * @example
 * const ds = await readDataset('sales.csv');
 */
export async function readDataset(file: string, options?: CsvOptions): Promise<Dataset> {
  const parser = createCsvParser(options);
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) parser.push(chunk as Uint8Array);
  return parser.finish();
}
