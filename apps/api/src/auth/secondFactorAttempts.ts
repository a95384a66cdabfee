import type { AppContext } from '../context.js';
import { GoTrueError } from './errors.js';

/** Wrong second-factor codes accepted per factor (or per user for recovery codes) in a window. */
export const SECOND_FACTOR_MAX_FAILURES = 5;
export const SECOND_FACTOR_WINDOW_SECONDS = 60;

/** Error codes that mean "this was a guess and it was wrong". */
const WRONG_CODE = new Set(['mfa_verification_failed']);

/**
 * Runs one second-factor attempt under a per-key budget of failures a minute
 * (keys: 'factor:<id>', 'recovery:<user id>'). The attempt is reserved before it runs,
 * under a transaction-scoped advisory lock, so a parallel burst cannot slip past the
 * count; a success or an unrelated error gives the reservation back, a wrong code keeps
 * it. The reservation commits on its own, outside the attempt's transaction.
 * The window runs on the context's clock (as the rate-limit buckets do), so a test counts attempts
 * against a clock it moves itself, not against how long a loaded machine takes to send them.
 */
export async function withSecondFactorBudget<T>(ctx: Pick<AppContext, 'db' | 'clock'>, key: string, attempt: () => Promise<T>): Promise<T> {
  const { db } = ctx;
  const now = new Date((ctx.clock ?? Date.now)());
  const reserved = await db.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    const r = await sql.query<{ n: number; wait: number | string | null }>(
      `SELECT count(*)::int AS n,
              ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - $3::timestamptz))::int AS wait
         FROM auth.mfa_failed_attempts WHERE attempt_key = $1 AND created_at > $3::timestamptz - make_interval(secs => $2)`,
      [key, SECOND_FACTOR_WINDOW_SECONDS, now],
    );
    const row = r.rows[0];
    if (row && row.n >= SECOND_FACTOR_MAX_FAILURES) {
      const wait = Math.max(1, Number(row.wait ?? SECOND_FACTOR_WINDOW_SECONDS));
      throw new GoTrueError(429, 'over_request_rate_limit', `Too many attempts: ${SECOND_FACTOR_MAX_FAILURES} wrong codes in a minute. Try again in ${wait} seconds.`, {
        retryAfter: wait,
      });
    }
    await sql.query("DELETE FROM auth.mfa_failed_attempts WHERE created_at < $1::timestamptz - interval '1 hour'", [now]);
    const ins = await sql.query<{ id: string }>('INSERT INTO auth.mfa_failed_attempts (attempt_key, created_at) VALUES ($1, $2) RETURNING id', [key, now]);
    return ins.rows[0]?.id;
  });
  try {
    const out = await attempt();
    await db.query('DELETE FROM auth.mfa_failed_attempts WHERE id = $1', [reserved]);
    return out;
  } catch (err) {
    if (!(err instanceof GoTrueError && WRONG_CODE.has(err.code))) await db.query('DELETE FROM auth.mfa_failed_attempts WHERE id = $1', [reserved]);
    throw err;
  }
}
