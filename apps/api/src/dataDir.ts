import { readdir, readFile, realpath, rm, writeFile, chmod, lstat } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

/** Another live server owns the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Tallyline server (pid ${pid}). ` +
        'Two servers on one embedded database lose each other\'s writes: stop the other one, or set TALLYLINE_DATA_DIR to another directory.',
    );
  }
}

/** Data dirs locked by this process (a second server in the same process must be refused too). */
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this server alone (issue 14: a second server started on the
 * same directory, both acknowledged writes, and one server's rows were gone after a
 * restart). The lock is a file created exclusively with our pid; a lock whose process is
 * gone (a crash, kill -9) is stale and taken over. Answers the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = await realpath(dataDir);
  const file = join(dir, LOCK_FILE);
  if (heldHere.has(dir)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      heldHere.add(dir);
      return async () => {
        heldHere.delete(dir);
        await rm(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      // Our own pid can only be a lock from an earlier life of this pid (a restarted container).
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new DataDirLockedError(dataDir, pid);
      await rm(file, { force: true });
    }
  }
}

/**
 * Only the server's user may read the data directory (issue 14: it was 0755 with files 0666,
 * and the WAL holds password hashes): the directory tree becomes 0700 and its files 0600,
 * including those an older version left. New files are 0600 from main.ts's umask.
 */
export async function restrictDataDir(dataDir: string): Promise<void> {
  const walk = async (dir: string): Promise<void> => {
    await chmod(dir, 0o700);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && ((await lstat(path)).mode & 0o077) !== 0) await chmod(path, 0o600);
    }
  };
  await walk(dataDir);
}
