import type { Db, RequestClaims, Sql } from './types.js';

/** The token's session no longer exists (signed out, revoked, or its refresh family was reused). */
export class SessionEndedError extends Error {
  constructor() {
    super('The session of this token has ended (signed out or revoked)');
    this.name = 'SessionEndedError';
  }
}

/**
 * Runs `fn` in one transaction as the Postgres role named by the claims (anon
 * when null), with request.jwt.claims set, the way PostgREST does (wire §5.2).
 * Row-level security then decides what the statement sees.
 *
 * A token that names a session (every user access token does) is honoured only while that
 * session exists, so sign-out and revocation end it on REST and Storage at once instead of
 * at `exp` (issue 14). The check rides in the same statement as the settings: privileges
 * are checked when it starts, as the server's own role, so the API role needs none on
 * auth.sessions.
 */
export function asRole<T>(db: Db, claims: RequestClaims | null, fn: (tx: Sql) => Promise<T>, extra?: { method?: string; path?: string; statementTimeout?: string }): Promise<T> {
  const effective: RequestClaims = claims ?? { role: 'anon' };
  const sessionId = effective.role === 'authenticated' && typeof effective.session_id === 'string' ? effective.session_id : null;
  return db.transaction(async (tx) => {
    const r = await tx.query<{ live: boolean }>(
      `SELECT set_config('search_path', 'public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.method', $4, true),
              set_config('request.path', $5, true),
              set_config('statement_timeout', coalesce($6, current_setting('statement_timeout')), true),
              ($7::text IS NULL OR EXISTS (SELECT 1 FROM auth.sessions s WHERE s.id = $7::uuid AND s.user_id::text = $3)) AS live`,
      [effective.role, JSON.stringify(effective), effective.sub ?? '', extra?.method ?? '', extra?.path ?? '', extra?.statementTimeout ?? null, sessionId],
    );
    if (r.rows[0]?.live === false) throw new SessionEndedError();
    return fn(tx);
  });
}
