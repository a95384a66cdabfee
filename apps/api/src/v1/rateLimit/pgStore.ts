import type { Sql } from '../../db/types.js';
import type { RateLimitHit, RateLimitStore } from './types.js';

interface HitRow {
  hit_count: number;
  window_end: Date | string;
}

/**
 * Counters in Postgres (migration 0101): one atomic upsert-increment per
 * request, windows aligned on the database clock, so every API instance
 * pointing at the same database shares the same limits. Runs on the server's
 * own connection — the counters are not user data and API roles cannot see them.
 */
export function createPgRateLimitStore(db: Sql, now: () => number = Date.now): RateLimitStore {
  let lastPrune = 0;
  return {
    kind: 'postgres',
    async hit(bucket: string, windowMs: number): Promise<RateLimitHit> {
      const { rows } = await db.query<HitRow>('SELECT hit_count, window_end FROM public.api_rate_limit_hit($1, $2)', [
        bucket,
        Math.round(windowMs / 1000),
      ]);
      const row = rows[0];
      if (!row) throw new Error('api_rate_limit_hit returned no row');
      if (now() - lastPrune > 60_000) {
        lastPrune = now();
        db.query('SELECT public.api_rate_limit_prune()').catch((err: unknown) => {
          console.error('[v1] pruning rate-limit windows failed:', err);
        });
      }
      return { count: Number(row.hit_count), resetAt: new Date(row.window_end).getTime() };
    },
  };
}
