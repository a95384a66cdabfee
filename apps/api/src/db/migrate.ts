import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiRoot } from '../paths.js';
import type { Db, Sql } from './types.js';

function hasExec(x: Sql): x is Sql & { exec(script: string): Promise<void> } {
  return typeof (x as { exec?: unknown }).exec === 'function';
}

async function runScript(tx: Sql, script: string): Promise<void> {
  // pg runs a parameterless multi-statement text with the simple protocol; PGlite needs exec().
  if (hasExec(tx)) await tx.exec(script);
  else await tx.query(script);
}

async function sqlFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  return names.filter((n) => n.endsWith('.sql')).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Directory of the local "platform" bootstrap (what a hosted Supabase project already has). */
export function platformDir(): string {
  return join(apiRoot(), 'src', 'db', 'platform');
}

/** Directory of the app's migrations (the same files a hosted project runs). */
export function migrationsDir(): string {
  return join(apiRoot(), 'supabase', 'migrations');
}

/**
 * Applies the platform bootstrap, then every migration not applied yet, each in
 * its own transaction and recorded in `supabase_migrations.schema_migrations`.
 * Platform files are idempotent and versioned under a `platform/` prefix.
 * Returns the names applied in this run.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.query('CREATE SCHEMA IF NOT EXISTS supabase_migrations');
  await db.query(
    `CREATE TABLE IF NOT EXISTS supabase_migrations.schema_migrations (
       version text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  // Serialise concurrent starters on a real server.
  const applied: string[] = [];
  const groups: Array<[string, string]> = [
    ...(await sqlFiles(platformDir())).map((n): [string, string] => [`platform/${n}`, join(platformDir(), n)]),
    ...(await sqlFiles(migrationsDir())).map((n): [string, string] => [n, join(migrationsDir(), n)]),
  ];
  for (const [version, file] of groups) {
    const script = await readFile(file, 'utf8');
    const did = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727274)');
      const seen = await tx.query('SELECT 1 FROM supabase_migrations.schema_migrations WHERE version = $1', [version]);
      if (seen.rows.length > 0) return false;
      await runScript(tx, script);
      await tx.query('INSERT INTO supabase_migrations.schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (did) applied.push(version);
  }
  return applied;
}
