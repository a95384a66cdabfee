import { MissingConfigError } from '../config.js';

/**
 * The one result convention of lib/db (issue 17): every function resolves to `{ data }` or
 * `{ error }` and never throws — a failed config load, a network failure, a refused request
 * and a thrown exception all come back as a DbError. Callers branch on `error`:
 *
 *     const r = await renameDataset(id, name);
 *     if (r.error) showRetry(r.error.message);
 *     else use(r.data);
 */
export interface DbError {
  /** `config`: no backend settings; `network`: the backend was not reached; `api`: it answered with a refusal. */
  kind: 'config' | 'network' | 'api';
  message: string;
  /** The backend's code when it gave one (a PostgreSQL SQLSTATE such as 23505, a PostgREST or auth code). */
  code?: string | undefined;
}

export type DbResult<T> = { data: T; error?: undefined } | { data?: undefined; error: DbError };

export function ok<T>(data: T): { data: T; error?: undefined } {
  return { data };
}

export function fail(error: DbError): { data?: undefined; error: DbError } {
  return { error };
}

/** Maps anything thrown or returned as an error by supabase-js (or fetch) to a DbError. */
export function toDbError(e: unknown): DbError {
  if (e instanceof MissingConfigError) return { kind: 'config', message: e.message };
  const err = e as { name?: unknown; message?: unknown; status?: unknown; code?: unknown } | null;
  const message = typeof err?.message === 'string' && err.message ? err.message : String(e);
  const network =
    (err?.name === 'AuthRetryableFetchError' && (err.status === 0 || err.status === undefined)) ||
    e instanceof TypeError ||
    /failed to fetch|fetch failed|networkerror|load failed/i.test(message);
  const code = typeof err?.code === 'string' && err.code ? err.code : undefined;
  return { kind: network ? 'network' : 'api', message, code };
}

/**
 * Runs `fn`, which answers a supabase-js style `{ data, error }`, and turns it into a DbResult:
 * the error (returned or thrown) becomes a DbError, else `map(data)` is the data.
 */
export async function run<R extends { data: unknown; error: unknown }, T = R['data']>(
  fn: () => PromiseLike<R>,
  map: (data: R['data']) => T = (d) => d as T,
): Promise<DbResult<T>> {
  try {
    const { data, error } = await fn();
    return error ? fail(toDbError(error)) : ok(map(data));
  } catch (e) {
    return fail(toDbError(e));
  }
}

/** Runs several steps that may throw (or hand back a failed DbResult) as one DbResult. */
export async function attempt<T>(fn: () => Promise<DbResult<T>>): Promise<DbResult<T>> {
  try {
    return await fn();
  } catch (e) {
    return fail(toDbError(e));
  }
}
