import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import type { Config } from './context.js';
import { signAnonKey } from './auth/jwt.js';
import { repoRoot } from './paths.js';

const SECRET_FILE = 'jwt-secret';
const SECRETS_KEY_FILE = 'secrets-key';

/** Reads the runtime settings once at start. Creates the data directory and, if needed, a signing secret in it. */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const root = repoRoot();
  const port = parsePort(env.PORT);
  const dataDirRaw = env.TALLYLINE_DATA_DIR?.trim();
  const dataDir = dataDirRaw ? (isAbsolute(dataDirRaw) ? dataDirRaw : resolve(dataDirRaw)) : join(root, '.tallyline');
  await mkdir(dataDir, { recursive: true, mode: 0o700 });

  let jwtSecret = env.JWT_SECRET?.trim() ?? '';
  if (!jwtSecret) jwtSecret = await readOrCreateSecret(dataDir, SECRET_FILE, () => randomBytes(48).toString('base64url'));
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');

  const partial = {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    jwtSecret,
    secretsKey: await loadSecretsKey(env.MFA_ENCRYPTION_KEY, dataDir),
    jwtExpirySeconds: parseExpiry(env.JWT_EXPIRY),
    confirmEmail: env.CONFIRM_EMAIL === '1' || env.CONFIRM_EMAIL === 'true',
    requireHttps: env.REQUIRE_HTTPS === '1' || env.REQUIRE_HTTPS === 'true',
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    devMailbox: env.TALLYLINE_DEV_MAILBOX === '1' || env.TALLYLINE_DEV_MAILBOX === 'true',
    fsync: parseSwitch(env.TALLYLINE_FSYNC, 'TALLYLINE_FSYNC', true),
    rateLimitScale: parsePositive(env.RATE_LIMIT_SCALE, 'RATE_LIMIT_SCALE', 1),
    headersTimeoutMs: parsePositive(env.HEADERS_TIMEOUT_MS, 'HEADERS_TIMEOUT_MS', 20_000),
    requestTimeoutMs: parsePositive(env.REQUEST_TIMEOUT_MS, 'REQUEST_TIMEOUT_MS', 120_000),
    keepAliveTimeoutMs: parsePositive(env.KEEP_ALIVE_TIMEOUT_MS, 'KEEP_ALIVE_TIMEOUT_MS', 65_000),
    dbQueueTimeoutMs: parsePositive(env.DB_QUEUE_TIMEOUT_MS, 'DB_QUEUE_TIMEOUT_MS', 10_000),
    statementTimeoutMs: parsePositive(env.STATEMENT_TIMEOUT_MS, 'STATEMENT_TIMEOUT_MS', 10_000),
    siteDir: env.TALLYLINE_SITE_DIR ? resolve(env.TALLYLINE_SITE_DIR) : join(root, 'apps', 'site', 'dist'),
    appDir: env.TALLYLINE_APP_DIR ? resolve(env.TALLYLINE_APP_DIR) : join(root, 'apps', 'web', 'dist'),
  };
  const anonKey = await signAnonKey(jwtSecret);
  return { ...partial, anonKey };
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 3000;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be an integer 0-65535, got "${raw}"`);
  return n;
}

/** PUBLIC_URL as an origin (scheme, host, port; no path), or undefined when unset. */
function parsePublicUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL like https://tallyline.example.com, got "${raw}"`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`PUBLIC_URL must be http or https, got "${raw}"`);
  return u.origin;
}

function parseSwitch(raw: string | undefined, name: string, fallback: boolean): boolean {
  const v = raw?.trim().toLowerCase();
  if (v === undefined || v === '') return fallback;
  if (v === '1' || v === 'true' || v === 'on') return true;
  if (v === '0' || v === 'false' || v === 'off') return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

function parsePositive(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return n;
}

function parseExpiry(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 3600;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`JWT_EXPIRY must be a positive number of seconds, got "${raw}"`);
  return n;
}

/**
 * The key that seals TOTP secrets (auth/secretBox.ts): MFA_ENCRYPTION_KEY (32 bytes, base64),
 * else one generated once into the data dir. Several instances on one DATABASE_URL must share it.
 */
async function loadSecretsKey(raw: string | undefined, dataDir: string): Promise<Uint8Array> {
  const text = raw?.trim() || (await readOrCreateSecret(dataDir, SECRETS_KEY_FILE, () => randomBytes(32).toString('base64')));
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('MFA_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  return key;
}

async function readOrCreateSecret(dataDir: string, name: string, make: () => string): Promise<string> {
  const file = join(dataDir, name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch {
    // first start: create below
  }
  const secret = make();
  // 'wx' so two processes starting together never overwrite each other's secret.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
}
