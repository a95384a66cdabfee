// `tallyline` command line. Subcommands are added in cli/*.ts.
console.error('usage: tallyline <profile|analyze|report> <file.csv> [--json]');
process.exitCode = 2;
