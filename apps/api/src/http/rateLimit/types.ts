/**
 * A token bucket: `capacity` requests at once, refilled at `refillPerSecond`. Unlike a fixed
 * window it never lets two windows' worth through across a boundary (issue 14 saw 200
 * requests pass in 2.5 s around a minute change with a limit of 100 a minute).
 */
export interface RateLimitPolicy {
  /** Named in the RateLimit-Policy and RateLimit headers. */
  readonly name: string;
  readonly capacity: number;
  readonly refillPerSecond: number;
}

/** The outcome of taking one token. */
export interface TakeResult {
  allowed: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until the bucket is full again (the draft's `t`). */
  resetSeconds: number;
  /** Seconds until the next token (what Retry-After says on a 429). */
  retryAfterSeconds: number;
}

/** Where bucket levels live: this process's memory, or Postgres so several instances share them. */
export interface TokenBucketStore {
  readonly kind: 'memory' | 'postgres';
  take(bucket: string, policy: RateLimitPolicy): Promise<TakeResult>;
}

/** A policy of `perMinute` requests a minute with bursts of `burst` (default: a minute's worth). */
export function perMinute(name: string, perMinute: number, burst: number = perMinute): RateLimitPolicy {
  return { name, capacity: burst, refillPerSecond: perMinute / 60 };
}

/** A policy scaled for the deployment (RATE_LIMIT_SCALE): more capacity and refill alike. */
export function scaled(policy: RateLimitPolicy, scale: number): RateLimitPolicy {
  return scale === 1 ? policy : { name: policy.name, capacity: Math.max(1, Math.round(policy.capacity * scale)), refillPerSecond: policy.refillPerSecond * scale };
}
