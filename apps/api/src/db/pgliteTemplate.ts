import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { apiRoot } from '../paths.js';
import { durableStart } from './durableNodeFs.js';

type PGliteClass = typeof PGlite;

/** Where the cluster template of this PGlite version is kept (outside every data directory). */
export function templatePath(root = apiRoot()): string {
  const pkg = join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  let version = 'unknown';
  try {
    version = (JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string }).version ?? version;
  } catch {
    // not installed next to the api package (a bundled deploy): the version stays 'unknown'
  }
  return join(root, 'node_modules', '.cache', 'tallyline', `pglite-${version}-cluster.tar.gz`);
}

/**
 * Opens PGlite on `dir`. A new data directory needs a whole initdb, which in WebAssembly takes
 * about 5 s on an idle machine and 40 s on a loaded 2-core one; restoring a dump of an empty
 * cluster takes a fraction of that. So the first new directory of each PGlite version is
 * initialised normally and dumped to `template`, and later new directories (a fresh install,
 * every test server, every e2e run) start from that dump. The template holds no app schema or
 * data: migrations and the seed still run as usual. A template that cannot be restored is
 * deleted and the directory initialised normally.
 *
 * `durable` (the default): commits are fsynced (durableNodeFs.ts), and a new directory is
 * synced once, all at once, after PGlite has started on it.
 */
export async function openPgliteDir(PGliteImpl: PGliteClass, dir: string, template = templatePath(), durable = true): Promise<PGlite> {
  const start = async (fresh: boolean, extra: PGliteOptions = {}): Promise<PGlite> => {
    if (!durable) return PGliteImpl.create(dir, extra);
    const d = await durableStart(PGliteImpl, dir, fresh);
    const pg = await PGliteImpl.create(dir, { ...d.options, ...extra });
    try {
      await d.afterStart();
    } catch (err) {
      await pg.close().catch(() => undefined);
      throw err;
    }
    return pg;
  };
  if (existsSync(join(dir, 'PG_VERSION'))) return start(false);
  if (existsSync(template)) {
    try {
      return await start(true, { loadDataDir: new Blob([await readFile(template)]) });
    } catch {
      await rm(template, { force: true });
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
    }
  }
  const pg = await start(true);
  await saveTemplate(pg, template).catch(() => undefined); // a read-only install still starts
  return pg;
}

async function saveTemplate(pg: PGlite, template: string): Promise<void> {
  const dump = await pg.dumpDataDir('gzip');
  await mkdir(join(template, '..'), { recursive: true });
  // Write then rename, so a concurrent starter never reads half a file.
  const partial = `${template}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, template);
}
