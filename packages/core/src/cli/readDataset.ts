import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Dataset } from '../dataset/types.js';
import { parseFile } from '../file/parseFile.js';
import type { ParseFileOptions } from '../file/types.js';

/**
 * Reads a CSV or .xlsx file from disk through `parseFile`: a CSV is streamed chunk by chunk (never read
 * whole into memory), a workbook sheet read from the zip. Rejects with the CoreError or the file system error.
 *
 * @example
 * const ds = await readDataset('sales.xlsx', { sheet: 'Q1' });
 */
export async function readDataset(file: string, options?: ParseFileOptions): Promise<Dataset> {
  // stat first: openAsBlob's own errors do not say what is wrong ("Unable to open file as blob").
  if ((await stat(file)).isDirectory()) throw new Error('EISDIR: a directory, not a file');
  return parseFile(await openAsBlob(file), options);
}
