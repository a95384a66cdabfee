import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { USAGE } from '../../src/cli/help.js';
import { profileCommand } from '../../src/cli/profile.js';

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const run = async (args: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await profileCommand(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
};

describe('profileCommand', () => {
  it('profileCommand([file]) prints rows, detection and one line per column', async () => {
    const { code, stdout } = await run([fixture('sales.csv')]);
    expect(code).toBe(0);
    expect(stdout).toContain('4 rows and 4 columns: 3 text and 1 date\n');
    expect(stdout).toContain('detected: encoding utf-8, delimiter ",", decimal ".", no day/month dates');
    // sales: 10, 20.5, tbd, 5 → 3 of 4 numeric = 75%, not over 80%: a text column
    expect(stdout).toMatch(/sales\s+string\s+100%\s+0\s+0/);
    expect(stdout).toMatch(/note\s+string\s+100%\s+1\s+0/);
  });

  it('profileCommand([file, "--json"]) prints the summary as JSON', async () => {
    const { code, stdout } = await run([fixture('sales.csv'), '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.rows).toBe(4);
    expect(json.headers).toEqual(['region', 'sales', 'day', 'note']);
    expect(json.summary.columnTypes).toEqual({ region: 'string', sales: 'string', day: 'date', note: 'string' });
    expect(json.detected.delimiter).toBe(',');
  });

  it('profileCommand([file]) exits 1 with the code and line of a parse error', async () => {
    const { code, stderr } = await run([fixture('unterminated.csv')]);
    expect(code).toBe(1);
    expect(stderr).toContain('[UNTERMINATED_QUOTE, line 2]');
  });

  it('profileCommand([missing]) exits 1 with the file system error', async () => {
    const { code, stderr } = await run([fixture('nope.csv')]);
    expect(code).toBe(1);
    expect(stderr).toContain('ENOENT');
  });

  it('profileCommand([]) exits 2 with usage', async () => {
    expect(await run([])).toMatchObject({ code: 2, stderr: `tallyline profile: expected 1 file argument\n${USAGE}\n` });
  });
});
