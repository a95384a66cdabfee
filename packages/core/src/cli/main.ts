// `tallyline` command line: the bin entry. Subcommands live in cli/*.ts and are listed in runCli.ts.
import { runCli } from './runCli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
