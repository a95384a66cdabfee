import type { Dataset } from '../dataset/types.js';
import { CoreError, CsvParseError } from '../errors.js';
import { USAGE } from './help.js';
import { parseCliOptions, type CliOptions } from './parseCliOptions.js';
import { readDataset } from './readDataset.js';

/**
 * The start every file command shares: reads the flags and `files` positional arguments (the data
 * file is the last), then the file. Returns the options and Dataset, or the exit code after writing
 * the message to `err` (2 = usage, 1 = unreadable or unparsable file, with the error code and line).
 */
export async function datasetFromArgs(
  command: string,
  args: readonly string[],
  err: (text: string) => void,
  files = 1,
): Promise<{ options: CliOptions; ds: Dataset } | number> {
  const options = parseCliOptions(args);
  if (typeof options === 'string' || options.files.length !== files) {
    err(`tallyline ${command}: ${typeof options === 'string' ? options : `expected ${files} file argument${files > 1 ? 's' : ''}`}\n${USAGE}\n`);
    return 2;
  }
  const file = options.files[files - 1]!;
  try {
    const ds = await readDataset(file, options.ingest);
    // A role for a column the file lacks is a typo: ingest skips an override it cannot place, so say so.
    const missing = Object.keys(options.ingest.columnRoles ?? {}).filter((column) => !ds.headers.includes(column));
    if (missing.length === 0) return { options, ds };
    const names = (list: readonly string[]) => list.map((c) => `"${c}"`).join(', ');
    err(`tallyline: --column names ${names(missing)}, which the file does not have; its columns are ${names(ds.headers)}. [UNKNOWN_COLUMN]\n`);
    return 1;
  } catch (e) {
    const where = e instanceof CsvParseError && e.line ? `, line ${e.line}` : '';
    err(`${file}: ${e instanceof Error ? e.message : String(e)}${e instanceof CoreError ? ` [${e.code}${where}]` : ''}\n`);
    return 1;
  }
}
