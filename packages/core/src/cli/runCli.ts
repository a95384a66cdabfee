import { analyzeCommand } from './analyze.js';
import { profileCommand } from './profile.js';
import { reportCommand } from './report.js';
import type { CliCommand, CliIo } from './types.js';

/** Subcommands by name. To add one, import it and add a line here. */
export const COMMANDS: Readonly<Record<string, CliCommand>> = {
  profile: profileCommand,
  analyze: analyzeCommand,
  report: reportCommand,
};

/**
 * Runs `tallyline <command> …` and returns the exit code (2 with usage for an unknown command).
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2), io);
 */
export async function runCli(argv: readonly string[], io: CliIo, commands: Readonly<Record<string, CliCommand>> = COMMANDS): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : commands[name];
  if (!command) {
    io.stderr(`usage: tallyline <${Object.keys(commands).join('|')}> <file.csv> [--json]\n`);
    return 2;
  }
  return command(args, io);
}
