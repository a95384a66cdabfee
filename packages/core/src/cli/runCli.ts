import { analyzeCommand } from './analyze.js';
import { HELP, USAGE } from './help.js';
import { profileCommand } from './profile.js';
import { reportCommand } from './report.js';
import { rerunCommand } from './rerun.js';
import type { CliCommand, CliIo } from './types.js';
import { CORE_VERSION } from '../version.js';

/** Subcommands by name. To add one, import it and add a line here (and to HELP). */
export const COMMANDS: Readonly<Record<string, CliCommand>> = {
  profile: profileCommand,
  analyze: analyzeCommand,
  report: reportCommand,
  rerun: rerunCommand,
};

/**
 * Runs `tallyline <command> …` and returns the exit code: `--help` (anywhere) prints the help and
 * `--version` the version, both exit 0; an unknown or missing command exits 2 with the usage.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2), io);
 */
export async function runCli(argv: readonly string[], io: CliIo, commands: Readonly<Record<string, CliCommand>> = COMMANDS): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    io.stdout(HELP);
    return 0;
  }
  if (argv[0] === '--version' || argv[0] === '-v') {
    io.stdout(`${CORE_VERSION}\n`);
    return 0;
  }
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : commands[name];
  if (!command) {
    io.stderr(`${USAGE}\n`);
    return 2;
  }
  return command(args, io);
}
