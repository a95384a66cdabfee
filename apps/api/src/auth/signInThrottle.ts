import type { Config } from '../context.js';
import { GoTrueError } from './errors.js';

/** Wrong passwords one client may try for one address in the window, before 429 for that pair only. */
export const PAIR_MAX_FAILURES = 5;
export const PAIR_WINDOW_MS = 5 * 60 * 1000;
/** Wrong passwords for one address from all clients in the window, before unknown clients are held off. */
export const ACCOUNT_MAX_FAILURES = 50;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
/** A client that signed in to the address within this long is known, and never held off by the account-wide limit. */
export const KNOWN_CLIENT_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_TRACKED = 20_000;

interface State {
  /** `${address}\n${client}` → failure times. */
  pairs: Map<string, number[]>;
  /** address → failure times from every client. */
  accounts: Map<string, number[]>;
  /** `${address}\n${client}` → last successful sign-in. */
  known: Map<string, number>;
}

const states = new WeakMap<Config, State>();

function stateOf(config: Config): State {
  let s = states.get(config);
  if (!s) {
    s = { pairs: new Map(), accounts: new Map(), known: new Map() };
    states.set(config, s);
  }
  return s;
}

function recent(map: Map<string, number[]>, key: string, windowMs: number, now: number): number[] {
  const list = (map.get(key) ?? []).filter((t) => t > now - windowMs);
  if (list.length) map.set(key, list);
  else map.delete(key);
  if (map.size > MAX_TRACKED) for (const [k, v] of map) if (v.every((t) => t <= now - windowMs)) map.delete(k);
  return list;
}

function tooMany(list: number[], windowMs: number, now: number, why: string): GoTrueError {
  const wait = Math.max(1, Math.ceil(((list[0] ?? now) + windowMs - now) / 1000));
  return new GoTrueError(429, 'over_request_rate_limit', `Too many requests: ${why}. Try again in ${wait} seconds.`, { retryAfter: wait });
}

/**
 * Failed-password throttling that an attacker cannot turn against the account's owner
 * (issue 14: five wrong passwords used to lock anyone's account for everyone). Two limits:
 * per address and client, and per address across clients — the latter holds off only
 * clients that have not signed in to the address recently, so the owner's usual
 * device keeps working while a distributed guessing run is slowed to a trickle.
 * Kept in memory, per process.
 */
export function assertSignInAllowed(config: Config, address: string, client: string, now = Date.now()): void {
  const s = stateOf(config);
  const pair = `${address}\n${client}`;
  const pairFailures = recent(s.pairs, pair, PAIR_WINDOW_MS, now);
  if (pairFailures.length >= PAIR_MAX_FAILURES) throw tooMany(pairFailures, PAIR_WINDOW_MS, now, 'too many failed sign-in attempts for this address from here');
  const accountFailures = recent(s.accounts, address, ACCOUNT_WINDOW_MS, now);
  const known = (s.known.get(pair) ?? 0) > now - KNOWN_CLIENT_MS;
  if (!known && accountFailures.length >= ACCOUNT_MAX_FAILURES) {
    throw tooMany(accountFailures, ACCOUNT_WINDOW_MS, now, 'too many failed sign-in attempts for this address');
  }
}

export function recordSignInFailure(config: Config, address: string, client: string, now = Date.now()): void {
  const s = stateOf(config);
  const pair = `${address}\n${client}`;
  s.pairs.set(pair, [...recent(s.pairs, pair, PAIR_WINDOW_MS, now), now]);
  s.accounts.set(address, [...recent(s.accounts, address, ACCOUNT_WINDOW_MS, now), now]);
}

/** A right password: the pair's failures are forgotten and the client becomes known to the address. */
export function recordSignInSuccess(config: Config, address: string, client: string, now = Date.now()): void {
  const s = stateOf(config);
  const pair = `${address}\n${client}`;
  s.pairs.delete(pair);
  s.known.set(pair, now);
  if (s.known.size > MAX_TRACKED) for (const [k, t] of s.known) if (t <= now - KNOWN_CLIENT_MS) s.known.delete(k);
}
