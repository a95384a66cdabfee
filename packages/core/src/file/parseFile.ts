import { parseCsvStream } from '../csv/parseCsvStream.js';
import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { isXlsx } from '../xlsx/isXlsx.js';
import { parseXlsx } from '../xlsx/parseXlsx.js';
import type { ParseFileOptions } from './types.js';

/**
 * Parses a CSV or .xlsx File/Blob into a Dataset, telling them apart by content (an .xlsx is a zip
 * archive), not by name: a CSV is streamed through `parseCsvStream`, a workbook sheet (`sheet`, else
 * the first) read by `parseXlsx`. Both give the same typing and roles. `signal` cancels (CANCELLED).
 *
 * @example
 * const ds = await parseFile(input.files[0], { sheet: 'Sales' });
 */
export async function parseFile(input: Blob, options: ParseFileOptions = {}): Promise<Dataset> {
  const { sheet, ...csv } = options;
  if (!isXlsx(new Uint8Array(await input.slice(0, 4).arrayBuffer()))) return parseCsvStream(input, csv);
  // Delimiter, decimal separator and encoding describe CSV text; a workbook's cells are typed values.
  const { signal, delimiter: _d, decimalSeparator: _s, encoding: _e, ...typing } = csv;
  const bytes = await input.arrayBuffer();
  if (signal?.aborted) throw new CoreError('CANCELLED', 'The parse was cancelled.');
  typing.onProgress?.({ bytes: bytes.byteLength, rows: 0 });
  return parseXlsx(bytes, { ...typing, ...(sheet === undefined ? {} : { sheet }) });
}
