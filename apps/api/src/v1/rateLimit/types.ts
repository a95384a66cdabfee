/** One request counted in a fixed window. */
export interface RateLimitHit {
  /** Requests in the current window, this one included. */
  count: number;
  /** When the window ends (epoch milliseconds). */
  resetAt: number;
}

/** Where the per-minute counters live: memory (one process) or Postgres (shared). */
export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres';
  /** Counts one request for `bucket` in its current `windowMs` window. */
  hit(bucket: string, windowMs: number): Promise<RateLimitHit>;
}

/** Requests per minute of each tier (site.md §9: free 100, professional 500, enterprise "custom"). */
export const TIER_LIMITS = { free: 100, professional: 500, enterprise: 1000 } as const;
export type Tier = keyof typeof TIER_LIMITS;

export const RATE_WINDOW_MS = 60_000;
