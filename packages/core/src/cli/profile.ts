import { datasetFromArgs } from './datasetFromArgs.js';
import { formatProfile } from './formatProfile.js';
import type { CliCommand } from './types.js';

/**
 * `tallyline profile <file> [--json] [read options]`: reads the CSV or .xlsx file and prints its
 * summary, detection, per-column profile and warnings (as JSON with --json). Exit 0 on success, 1
 * when the file cannot be read or parsed, 2 on bad usage.
 *
 * @example
 * await profileCommand(['sales.csv', '--json'], { stdout: console.log, stderr: console.error });
 */
export const profileCommand: CliCommand = async (args, io) => {
  const read = await datasetFromArgs('profile', args, io.stderr);
  if (typeof read === 'number') return read;
  const { options, ds } = read;
  const file = options.files[0]!;
  if (options.json) {
    const { summary, detected, warnings, headers, roles } = ds;
    io.stdout(`${JSON.stringify({ file, rows: ds.rowCount, headers, summary, detected, warnings, roles }, null, 2)}\n`);
  } else io.stdout(formatProfile(ds, file));
  return 0;
};
