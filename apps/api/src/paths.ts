import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package's root directory, found by walking up from this module's file
 * until a package.json named @tallyline/api appears. Works the same from
 * `src/` (tsx, vitest) and from the bundled `dist/`, and never depends on the cwd.
 */
export function apiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i += 1) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        const name = (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name;
        if (name === '@tallyline/api') return dir;
      } catch {
        // not JSON: keep walking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error('Cannot locate the @tallyline/api package root');
}

/** The monorepo root (two levels above apps/api). */
export function repoRoot(): string {
  return resolve(apiRoot(), '..', '..');
}
