import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * Commits that reach the disk with PGlite on Node (issue 14: "commits are not fsynced").
 *
 * PGlite 0.5 loses them twice over, as its code shows (and electric-sql/pglite#1107 reports):
 * - it starts Postgres with `-F` (`fsync = off`): a commit writes the WAL and never asks for a sync;
 * - its Node file system, Emscripten's NODEFS, cannot sync: `fdatasync()` checks the descriptor and
 *   returns 0, and `fsync()` calls `stream_ops.fsync`, which NODEFS does not have (`_fd_sync`
 *   answers success when it is missing). `syncToFs()` of NodeFS is empty, and `relaxedDurability`
 *   only decides whether PGlite waits for that (it matters for IndexedDB/OPFS, not here).
 *
 * So a durable start removes `-F`, asks for `wal_sync_method = fsync` (the one method that
 * reaches `stream_ops.fsync`), and gives NODEFS an `fsync` that calls `fs.fsyncSync` on the
 * host descriptor — on a directory too (Postgres syncs pg_wal after creating a segment, and
 * the directory of a renamed file). A commit then returns after its WAL is on the disk:
 * one fsync per commit (apps/api/bench/fsync.mjs counts them; docs/benchmarks.md has the cost).
 */

/** Host fsync calls made for PGlite in this process (tests and the bench read it). */
export const fsyncStats = { calls: 0 };

/** PGlite's start parameters without `-F`, with the WAL synced by fsync(). */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'];
}

interface NodefsStream {
  nfd?: number;
  node: unknown;
}
interface NodefsType {
  stream_ops: { fsync?: (stream: NodefsStream) => number };
  realPath(node: unknown): string;
}

/** fsync of one file or directory by its path. */
export function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Gives Emscripten's NODEFS the fsync it lacks. Its stream_ops object is shared by every node it
 * made. While `gate.on` is false the call does nothing (PGlite's own behaviour).
 */
export function installNodefsFsync(nodefs: NodefsType, gate: { on: boolean } = { on: true }): void {
  nodefs.stream_ops.fsync = (stream) => {
    if (!gate.on) return 0;
    fsyncStats.calls += 1;
    if (typeof stream.nfd === 'number') fsyncSync(stream.nfd);
    else syncPath(nodefs.realPath(stream.node));
    return 0;
  };
}

/** PGlite options for a durable start on `dir`, and what to run once PGlite has started. */
export interface DurableStart {
  options: PGliteOptions;
  afterStart(): Promise<void>;
}

/**
 * A durable start on `dir`: NodeFS whose NODEFS syncs, installed before Postgres starts, so crash
 * recovery at start syncs too (a new file system object each time: it binds to one PGlite).
 *
 * A new directory (`fresh`) is different: Postgres syncs the whole copied cluster at its first
 * start, one file after the other (about 2,000 fsyncs, 6–9 s at load 10–20). There the fsync stays
 * off until PGlite has started, and then the tree is synced at once by syncTree (under 1 s); no
 * commit is acknowledged before that. Loaded on demand, so a server on DATABASE_URL never loads PGlite.
 */
export async function durableStart(PGliteImpl: { defaultStartParams: string[] }, dir: string, fresh: boolean): Promise<DurableStart> {
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  const gate = { on: !fresh };
  class DurableNodeFS extends NodeFS {
    override async init(pg: PGlite, opts: Parameters<InstanceType<typeof NodeFS>['init']>[1]) {
      const { emscriptenOpts } = await super.init(pg, opts);
      const install = (mod: { NODEFS: unknown }) => installNodefsFsync(mod.NODEFS as NodefsType, gate);
      return { emscriptenOpts: { ...emscriptenOpts, preRun: [install, ...(emscriptenOpts.preRun ?? [])] } };
    }
  }
  return {
    options: { fs: new DurableNodeFS(dir), startParams: durableStartParams(PGliteImpl.defaultStartParams) },
    async afterStart() {
      if (gate.on) return;
      await syncTree(dir);
      syncPath(join(dir, '..')); // the new directory's own entry
      gate.on = true;
    },
  };
}

/**
 * fsyncs every file and directory under `root` once. A new cluster is written by copying
 * (PGlite's initdb runs in memory, or the template tarball is unpacked) without any sync;
 * Postgres syncs later writes itself, not these files. The ~1,000 files are synced 16 at a time
 * on libuv's threads: one after the other took 8–9 s at load 10, together about 1 s.
 */
export async function syncTree(root: string): Promise<void> {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) paths.push(path);
    }
    paths.push(dir); // the directory too: its entries (new files) are only durable once it is synced
  };
  walk(root);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const handle = await open(paths[next++] as string, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}
