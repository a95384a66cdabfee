import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../context.js';
import { openPgliteDir } from './pgliteTemplate.js';
import type { Db, QueryResult, Sql } from './types.js';

/** A Db that can also run a multi-statement script (migrations). */
export interface ScriptDb extends Db {
  exec(script: string): Promise<void>;
}

/** A transaction handle that can run scripts too. */
export interface ScriptSql extends Sql {
  exec(script: string): Promise<void>;
}

/**
 * Opens the database: a pg Pool when DATABASE_URL is set, else PGlite persisted
 * in `<dataDir>/pgdata`. Every session runs with TimeZone UTC so JSON
 * timestamps look the same on both.
 */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<ScriptDb> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = join(config.dataDir, 'pgdata');
  await mkdir(dir, { recursive: true });
  return openPglite(dir);
}

/** A promise-chain mutex: one holder at a time, in arrival order. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn);
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

async function openPglite(dir: string): Promise<ScriptDb> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await openPgliteDir(PGlite, dir);
  await pg.exec("SET TimeZone = 'UTC'");
  const lock = new Mutex();
  let closed = false;

  const raw: ScriptSql = {
    async query<T>(text: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const r = await pg.query<T>(text, params ? [...params] : undefined);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
    async exec(script: string): Promise<void> {
      await pg.exec(script);
    },
  };

  return {
    kind: 'pglite',
    query: (text, params) => lock.run(() => raw.query(text, params)),
    exec: (script) => lock.run(() => raw.exec(script)),
    transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      return lock.run(async () => {
        await pg.query('BEGIN');
        try {
          const out = await fn(raw);
          await pg.query('COMMIT');
          return out;
        } catch (err) {
          await pg.query('ROLLBACK').catch(() => undefined);
          throw err;
        }
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await lock.run(() => pg.close());
    },
  } satisfies ScriptDb;
}

async function openPostgres(url: string): Promise<ScriptDb> {
  const pgmod = await import('pg');
  const Pool = pgmod.default.Pool;
  const pool = new Pool({ connectionString: url, max: 10, options: '-c TimeZone=UTC' });
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();

  const wrap = (q: { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number | null }> }): ScriptSql => ({
    async query<T>(text: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const r = await q.query(text, params ? [...params] : undefined);
      return { rows: r.rows as T[], affectedRows: r.rowCount ?? 0 };
    },
    async exec(script: string): Promise<void> {
      await q.query(script);
    },
  });
  const top = wrap(pool);
  let closed = false;
  return {
    kind: 'postgres',
    query: top.query,
    exec: top.exec,
    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  } satisfies ScriptDb;
}
