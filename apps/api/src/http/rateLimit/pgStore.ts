import type { Sql } from '../../db/types.js';
import { describeLevel } from './tokenBucket.js';
import type { RateLimitPolicy, TakeResult, TokenBucketStore } from './types.js';

/**
 * Buckets in Postgres (migration 0103): one atomic upsert per request, on the database
 * clock, so every instance using the same database shares each bucket. Runs on the
 * server's own connection — API roles can neither see nor call it.
 */
export function createPgTokenBucketStore(db: Sql, now: () => number = Date.now): TokenBucketStore {
  let lastPrune = 0;
  return {
    kind: 'postgres',
    async take(bucket: string, policy: RateLimitPolicy): Promise<TakeResult> {
      const { rows } = await db.query<{ allowed: boolean; tokens: number }>('SELECT allowed, tokens FROM public.rate_limit_take($1, $2, $3)', [
        `${policy.name}:${bucket}`,
        policy.capacity,
        policy.refillPerSecond,
      ]);
      const row = rows[0];
      if (!row) throw new Error('rate_limit_take returned no row');
      if (now() - lastPrune > 60_000) {
        lastPrune = now();
        db.query('SELECT public.rate_limit_prune()').catch((err: unknown) => console.error('[rate limit] pruning buckets failed:', err instanceof Error ? err.message : err));
      }
      return describeLevel(Number(row.tokens), row.allowed, policy);
    },
  };
}
