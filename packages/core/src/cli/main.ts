// `tallyline` command line: the bin entry. Subcommands live in cli/*.ts and are listed in runCli.ts.
import { runCli } from './runCli.js';
import { exitQuietlyOnClosedPipe } from './exitQuietlyOnClosedPipe.js';

exitQuietlyOnClosedPipe(process.stdout);
exitQuietlyOnClosedPipe(process.stderr);
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
