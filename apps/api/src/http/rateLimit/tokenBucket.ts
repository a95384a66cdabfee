import type { RateLimitPolicy, TakeResult } from './types.js';

/** A bucket's level and when it was last computed (epoch ms). */
export interface BucketState {
  tokens: number;
  at: number;
}

/**
 * Takes one token at `now`: refills for the time passed (never above capacity), then spends
 * one if a whole token is there. Pure; the stores keep the state.
 *
 * @example
 * // capacity 2, one token a second, empty bucket last seen 1.5 s ago: 1.5 tokens → allowed, 0.5 left
 * takeToken({ tokens: 0, at: 0 }, 1500, { name: 'x', capacity: 2, refillPerSecond: 1 }).result.allowed // true
 */
export function takeToken(state: BucketState | undefined, now: number, policy: RateLimitPolicy): { state: BucketState; result: TakeResult } {
  const elapsed = state ? Math.max(0, now - state.at) / 1000 : Infinity;
  const level = Math.min(policy.capacity, (state?.tokens ?? policy.capacity) + elapsed * policy.refillPerSecond);
  const allowed = level >= 1;
  const tokens = allowed ? level - 1 : level;
  return { state: { tokens, at: now }, result: describeLevel(tokens, allowed, policy) };
}

/** What the headers and Retry-After say for a bucket left at `tokens`. */
export function describeLevel(tokens: number, allowed: boolean, policy: RateLimitPolicy): TakeResult {
  return {
    allowed,
    remaining: Math.max(0, Math.floor(tokens)),
    resetSeconds: Math.max(0, Math.ceil((policy.capacity - tokens) / policy.refillPerSecond)),
    retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / policy.refillPerSecond)),
  };
}
