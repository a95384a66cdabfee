import type { Dataset } from '../dataset/types.js';
import { readDataset } from './readDataset.js';

/**
 * The file-reading start every file subcommand shares: the first non-flag
 * argument is the CSV. Returns the Dataset, or the exit code after writing the
 * message to `err` (2 = usage, 1 = unreadable file).
 */
export async function datasetFromArgs(
  command: string,
  usage: string,
  args: readonly string[],
  err: (text: string) => void,
): Promise<Dataset | number> {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    err(`usage: ${usage}\n`);
    return 2;
  }
  try {
    return await readDataset(file);
  } catch (e) {
    err(`tallyline ${command}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}
