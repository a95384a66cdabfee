import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Config } from '../context.js';
import type { RequestClaims } from '../db/types.js';
import { GoTrueError } from './errors.js';

const encoder = new TextEncoder();
const keyCache = new Map<string, Uint8Array>();

function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) {
    k = encoder.encode(secret);
    keyCache.set(secret, k);
  }
  return k;
}

/** Signs a user access token (HS256). `claims` must carry sub, role, aal, amr, session_id … ; iat/exp are set here. */
export async function signAccessToken(
  config: Pick<Config, 'jwtSecret' | 'jwtExpirySeconds'>,
  claims: Record<string, unknown>,
  now: number = Math.floor(Date.now() / 1000),
): Promise<{ token: string; exp: number }> {
  const exp = now + config.jwtExpirySeconds;
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key(config.jwtSecret));
  return { token, exp };
}

/** The anon key: a long-lived HS256 JWT with role anon, like the Supabase CLI's. */
export async function signAnonKey(secret: string): Promise<string> {
  const iat = 1_735_689_600; // fixed so the key is stable for a given secret
  return new SignJWT({ iss: 'supabase', ref: 'tallyline-local', role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + 10 * 365 * 24 * 3600)
    .sign(key(secret));
}

/** The service-role key (never handed to the browser). */
export async function signServiceKey(secret: string): Promise<string> {
  const iat = 1_735_689_600;
  return new SignJWT({ iss: 'supabase', ref: 'tallyline-local', role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + 10 * 365 * 24 * 3600)
    .sign(key(secret));
}

/** Error thrown for a bad, expired or tampered token. `status`/`code` in GoTrue terms; `expired` for PostgREST's PGRST303. */
export class JwtError extends GoTrueError {
  readonly expired: boolean;
  constructor(detail: string, expired: boolean) {
    super(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
    this.name = 'JwtError';
    this.expired = expired;
  }
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Verifies an HS256 token signed with this server's secret; throws JwtError otherwise. */
export async function verifyAccessToken(config: Pick<Config, 'jwtSecret'>, token: string): Promise<RequestClaims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key(config.jwtSecret), { algorithms: ['HS256'] }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new JwtError('token has invalid claims: token is expired', true);
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) throw new JwtError('signature is invalid', false);
    throw new JwtError('token is malformed', false);
  }
  const role = payload.role;
  if (typeof role !== 'string' || !ROLES.has(role)) throw new JwtError('token has an unknown role', false);
  if (role === 'authenticated' && typeof payload.sub !== 'string') throw new JwtError('token has no subject', false);
  return payload as RequestClaims;
}

/**
 * A token presented to REST or Storage. A user token must name its session, which asRole
 * checks is still live; the anon and service keys have none.
 */
export async function verifyDataToken(config: Pick<Config, 'jwtSecret'>, token: string): Promise<RequestClaims> {
  const claims = await verifyAccessToken(config, token);
  if (claims.role === 'authenticated' && typeof claims.session_id !== 'string') throw new JwtError('token has no session', false);
  return claims;
}
