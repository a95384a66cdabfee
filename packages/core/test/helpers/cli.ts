import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/runCli.js';

/** Runs `tallyline …argv` in-process and collects its output. */
export async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

/** Writes `content` to a new temporary file named `name` and returns its path. */
export function tempFile(name: string, content: string | Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tallyline-cli-')), name);
  writeFileSync(path, content);
  return path;
}
