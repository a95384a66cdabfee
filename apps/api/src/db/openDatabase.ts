import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../context.js';
import { openPgliteDir, templatePath } from './pgliteTemplate.js';
import { DatabaseBusyError, TurnQueue } from './turns.js';
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
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'dbQueueTimeoutMs' | 'statementTimeoutMs'> & Partial<Pick<Config, 'fsync'>>,
): Promise<ScriptDb> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config);
  const dir = join(config.dataDir, 'pgdata');
  await mkdir(dir, { recursive: true });
  return openPglite(dir, config.dbQueueTimeoutMs, config.fsync ?? true);
}

/**
 * PGlite is one session running in WebAssembly on the event loop: a statement cannot be
 * cancelled (statement_timeout is ignored), so the work one request may ask for is bounded
 * before it gets here (rest/query.ts QUERY_LIMITS, migration 0104), and nobody waits longer
 * than `queueTimeoutMs` for a turn.
 */
async function openPglite(dir: string, queueTimeoutMs: number, fsync: boolean): Promise<ScriptDb> {
  const { PGlite } = await import('@electric-sql/pglite');
  // fsync: a commit returns once its WAL is on the disk (durableNodeFs.ts), unless TALLYLINE_FSYNC=0.
  const pg = await openPgliteDir(PGlite, dir, templatePath(), fsync);
  await pg.exec("SET TimeZone = 'UTC'");
  const lock = new TurnQueue(queueTimeoutMs);
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
    // Scripts are migrations at start: they wait as long as it takes.
    exec: (script) => lock.run(() => raw.exec(script), Infinity),
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
      await lock.run(() => pg.close(), Infinity);
    },
  } satisfies ScriptDb;
}

/**
 * A pool of 10. Each statement is cancelled by the server after `statementTimeoutMs`
 * (SQLSTATE 57014), and a request that waits longer than `dbQueueTimeoutMs` for a
 * connection gets DatabaseBusyError, as on PGlite.
 */
async function openPostgres(url: string, limits: Pick<Config, 'dbQueueTimeoutMs' | 'statementTimeoutMs'>): Promise<ScriptDb> {
  const pgmod = await import('pg');
  const Pool = pgmod.default.Pool;
  const pool = new Pool({
    connectionString: url,
    max: 10,
    options: `-c TimeZone=UTC -c statement_timeout=${Math.round(limits.statementTimeoutMs)}`,
    connectionTimeoutMillis: Math.round(limits.dbQueueTimeoutMs),
  });
  const connect = async () => {
    try {
      return await pool.connect();
    } catch (err) {
      // pg's words for connectionTimeoutMillis passing with every connection in use.
      if (err instanceof Error && /timeout exceeded when trying to connect/i.test(err.message)) throw new DatabaseBusyError(limits.dbQueueTimeoutMs);
      throw err;
    }
  };
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
  const top = wrap({
    async query(text, params) {
      const client = await connect();
      try {
        return await client.query(text, params);
      } finally {
        client.release();
      }
    },
  });
  let closed = false;
  return {
    kind: 'postgres',
    query: top.query,
    exec: top.exec,
    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      const client = await connect();
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
