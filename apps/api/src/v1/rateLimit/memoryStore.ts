import type { RateLimitHit, RateLimitStore } from './types.js';

/**
 * Counters in this process's memory: right for the embedded server (one
 * process, PGlite in the same process, nothing else to share with) and the
 * fastest possible. Windows are fixed and aligned on the clock; old windows are
 * dropped whenever a new one begins, so memory stays bounded by active buckets.
 */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const counts = new Map<string, number>();
  let currentWindow = -1;
  return {
    kind: 'memory',
    hit(bucket: string, windowMs: number): Promise<RateLimitHit> {
      const start = Math.floor(now() / windowMs) * windowMs;
      if (start !== currentWindow) {
        counts.clear();
        currentWindow = start;
      }
      const key = `${windowMs}:${bucket}`;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return Promise.resolve({ count, resetAt: start + windowMs });
    },
  };
}
