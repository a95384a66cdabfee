import type { RateLimitPolicy, TakeResult } from './types.js';

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-09, structured
 * fields): the policy's quota `q` and window `w` in seconds, and what is left `r` with
 * the seconds `t` until the quota is whole again.
 *
 * @example
 * rateLimitHeaders({ name: 'user', capacity: 300, refillPerSecond: 5 }, { remaining: 12, resetSeconds: 58, … })
 * // { 'RateLimit-Policy': '"user";q=300;w=60', RateLimit: '"user";r=12;t=58' }
 */
export function rateLimitHeaders(policy: RateLimitPolicy, result: TakeResult): Record<string, string> {
  const window = Math.round(policy.capacity / policy.refillPerSecond);
  return {
    'RateLimit-Policy': `"${policy.name}";q=${policy.capacity};w=${window}`,
    RateLimit: `"${policy.name}";r=${result.remaining};t=${result.resetSeconds}`,
  };
}
