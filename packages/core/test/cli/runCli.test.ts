import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';

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
    expect(err).toBe('usage: tallyline <profile|analyze|report> <file.csv> [--json]\n');
    expect(await runCli([], { stdout: () => {}, stderr: () => {} })).toBe(2);
  });
});
