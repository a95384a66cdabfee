import { describe, expect, it } from 'vitest';
import { HELP, USAGE } from '../../src/cli/help.js';
import { runCli } from '../../src/cli/runCli.js';
import { CORE_VERSION } from '../../src/version.js';

describe('runCli', () => {
  it('runCli(argv, io, commands) runs the named command with the remaining arguments', async () => {
    const seen: (readonly string[])[] = [];
    const code = await runCli(['x', 'a', '--json'], { stdout: () => {}, stderr: () => {} }, { x: async (args) => (seen.push(args), 7) });
    expect(code).toBe(7);
    expect(seen).toEqual([['a', '--json']]);
  });
  it('runCli(argv, io) exits 2 with the list of commands for an unknown or missing command', async () => {
    let err = '';
    expect(await runCli(['nope'], { stdout: () => {}, stderr: (t) => (err += t) })).toBe(2);
    expect(err).toBe(`${USAGE}\n`);
    expect(await runCli([], { stdout: () => {}, stderr: () => {} })).toBe(2);
  });

  it('runCli(["--help"]) prints the help on stdout and exits 0, also after a command', async () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['analyze', '--help']]) {
      let out = '';
      let err = '';
      expect(await runCli(argv, { stdout: (t) => (out += t), stderr: (t) => (err += t) })).toBe(0);
      expect(out).toBe(HELP);
      expect(err).toBe('');
    }
  });
  it('runCli(["--version"]) prints the package version and exits 0', async () => {
    let out = '';
    expect(await runCli(['--version'], { stdout: (t) => (out += t), stderr: () => {} })).toBe(0);
    expect(out).toBe(`${CORE_VERSION}\n`);
  });
});
