import type { Db, RequestClaims, Sql } from './types.js';

/**
 * Runs `fn` in one transaction as the Postgres role named by the claims (anon
 * when null), with request.jwt.claims set, the way PostgREST does (wire §5.2).
 * Row-level security then decides what the statement sees.
 */
export function asRole<T>(db: Db, claims: RequestClaims | null, fn: (tx: Sql) => Promise<T>, extra?: { method?: string; path?: string; statementTimeout?: string }): Promise<T> {
  const effective: RequestClaims = claims ?? { role: 'anon' };
  return db.transaction(async (tx) => {
    await tx.query(
      `SELECT set_config('search_path', 'public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.method', $4, true),
              set_config('request.path', $5, true)${extra?.statementTimeout ? `,
              set_config('statement_timeout', $6, true)` : ''}`,
      [effective.role, JSON.stringify(effective), effective.sub ?? '', extra?.method ?? '', extra?.path ?? '', ...(extra?.statementTimeout ? [extra.statementTimeout] : [])],
    );
    return fn(tx);
  });
}
