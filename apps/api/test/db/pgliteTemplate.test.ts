import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDir } from '../../src/db/pgliteTemplate.js';

// Each case pays at most one initdb plus two opens from the template. On a loaded machine that took more
// than 180 s (a clean-clone CI run at load 30–40: initdb, and every commit fsynced); a time limit is not
// what this test checks, so it waits as long as a CI run can.
describe('openPgliteDir', { timeout: 900_000 }, () => {
  let root: string;
  let template: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tallyline-template-'));
    template = join(root, 'cache', 'cluster.tar.gz');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('initialises the first directory, keeps its empty cluster as a template, and starts the next one from it', async () => {
    const first = await openPgliteDir(PGlite, join(root, 'a'), template);
    expect(existsSync(template)).toBe(true);
    await first.exec('CREATE TABLE only_in_a (id int); INSERT INTO only_in_a VALUES (1);');
    await first.close();

    const second = await openPgliteDir(PGlite, join(root, 'b'), template);
    const tables = await second.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'only_in_a'");
    expect(tables.rows[0]?.n).toBe(0);
    await second.exec('CREATE TABLE in_b (id int)');
    await second.close();
    expect(existsSync(join(root, 'b', 'PG_VERSION'))).toBe(true);

    // An existing directory is reopened as it is, not replaced by the template.
    const again = await openPgliteDir(PGlite, join(root, 'a'), template);
    expect((await again.query<{ id: number }>('SELECT id FROM only_in_a')).rows).toEqual([{ id: 1 }]);
    await again.close();
  });

  it('falls back to initdb and writes a good template when the template is corrupt', async () => {
    // Independent of the first case: its template may not exist if it failed.
    await mkdir(dirname(template), { recursive: true });
    await writeFile(template, 'not a tarball');
    const db = await openPgliteDir(PGlite, join(root, 'c'), template);
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await db.close();
    expect((await stat(template)).size).toBeGreaterThan(100_000);
  });
});
