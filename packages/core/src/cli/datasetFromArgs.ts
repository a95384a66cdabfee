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
    return { options, ds: await readDataset(file, options.ingest) };
  } catch (e) {
    const where = e instanceof CsvParseError && e.line ? `, line ${e.line}` : '';
    err(`${file}: ${e instanceof Error ? e.message : String(e)}${e instanceof CoreError ? ` [${e.code}${where}]` : ''}\n`);
    return 1;
  }
}
