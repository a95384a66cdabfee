import type { Dataset } from '../dataset/types.js';
import { createRecordAssembler } from './createRecordAssembler.js';
import { createCsvParserWith } from './createCsvParser.js';
import type { CsvOptions } from './types.js';

/**
 * Parses a whole CSV file into a columnar Dataset: first line is the header, empty lines skipped,
 * columns typed by the spec's rule, detection reported in `detected` and overridable by options.
 * Throws CsvParseError (EMPTY_FILE, NO_DATA_ROWS, BINARY_INPUT, UNTERMINATED_QUOTE) when no Dataset is possible.
 *
 * @example
 * const ds = parseCsv('region,sales\nNorth,10\nSouth,20\n');
 * ds.summary.columnTypes; // { region: 'string', sales: 'number' }
 * ds.row(1); // { region: 'South', sales: 20 }
 */
export function parseCsv(input: string | Uint8Array | ArrayBuffer, options?: CsvOptions): Dataset {
  const data = typeof input === 'string' || ArrayBuffer.isView(input) ? input : new Uint8Array(input);
  // the whole size is known: number columns are sized from it, so they need no copy at the end
  const size = typeof data === 'string' ? { size: data.length, unit: 'chars' as const } : { size: data.byteLength, unit: 'bytes' as const };
  const parser = createCsvParserWith(options ?? {}, createRecordAssembler, size);
  parser.push(data);
  return parser.finish();
}
