import { CsvParseError } from '../errors.js';
import { formatProfile } from './formatProfile.js';
import { readDataset } from './readDataset.js';
import type { CliCommand } from './types.js';

export const PROFILE_USAGE = 'usage: tallyline profile <file.csv> [--json]';

/**
 * `tallyline profile <file.csv> [--json]`: streams the file and prints its summary, detection,
 * per-column profile and warnings (as JSON with --json). Exit 0 on success, 1 when the file cannot
 * be read or parsed, 2 on bad usage.
 *
 * @example
 * await profileCommand(['sales.csv', '--json'], { stdout: console.log, stderr: console.error });
 */
export const profileCommand: CliCommand = async (args, io) => {
  const json = args.includes('--json');
  const files = args.filter((a) => a !== '--json');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    io.stderr(`${PROFILE_USAGE}\n`);
    return 2;
  }
  const file = files[0]!;
  try {
    const ds = await readDataset(file);
    if (json) {
      const { summary, detected, warnings, headers } = ds;
      io.stdout(`${JSON.stringify({ file, rows: ds.rowCount, headers, summary, detected, warnings }, null, 2)}\n`);
    } else io.stdout(formatProfile(ds, file));
    return 0;
  } catch (e) {
    if (e instanceof CsvParseError) io.stderr(`${file}: ${e.message} [${e.code}${e.line ? `, line ${e.line}` : ''}]\n`);
    else io.stderr(`${file}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
};
