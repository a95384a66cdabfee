import { takeToken, type BucketState } from './tokenBucket.js';
import type { RateLimitPolicy, TakeResult, TokenBucketStore } from './types.js';

/** Beyond this many buckets, full ones are dropped (a full bucket is the same as none). */
const PRUNE_AT = 50_000;

/**
 * Buckets in this process's memory: right for the embedded server (one process owns
 * the PGlite database, nobody else counts) and free of a write per request.
 */
export function createMemoryTokenBucketStore(now: () => number = Date.now): TokenBucketStore {
  const buckets = new Map<string, { state: BucketState; policy: RateLimitPolicy }>();
  return {
    kind: 'memory',
    take(bucket: string, policy: RateLimitPolicy): Promise<TakeResult> {
      const key = `${policy.name}:${bucket}`;
      const t = now();
      const { state, result } = takeToken(buckets.get(key)?.state, t, policy);
      buckets.set(key, { state, policy });
      if (buckets.size > PRUNE_AT) {
        for (const [k, v] of buckets) if (takeToken(v.state, t, v.policy).state.tokens + 1 >= v.policy.capacity) buckets.delete(k);
      }
      return Promise.resolve(result);
    },
  };
}
