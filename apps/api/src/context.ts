import type { Db } from './db/types.js';

/** Runtime settings, read once at start from the environment (see src/config.ts). */
export interface Config {
  port: number;
  /** Absolute path of the data directory (PGlite files, storage objects, generated secret). */
  dataDir: string;
  /** Postgres server URL; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** HS256 signing secret for access tokens and the anon key. */
  /** Seals TOTP secrets at rest (MFA_ENCRYPTION_KEY or `<data dir>/secrets-key`). */
  secretsKey: Uint8Array;
  jwtSecret: string;
  /** The anon key handed to the app through /app/config.json: a JWT with role anon. */
  anonKey: string;
  /** Access-token lifetime in seconds (GoTrue default 3600). */
  jwtExpirySeconds: number;
  /** When true, sign-up needs the e-mail link before sign-in ('Email not confirmed'). */
  confirmEmail: boolean;
  /** The public origin for links, the token issuer and config.json (PUBLIC_URL); never taken from X-Forwarded-Host. */
  publicUrl?: string | undefined;
  /** Serve /dev/mailbox (to loopback clients) only when explicitly enabled (TALLYLINE_DEV_MAILBOX=1). */
  devMailbox: boolean;
  /**
   * PGlite commits return once their WAL is fsynced (TALLYLINE_FSYNC, default on; 0 trades a
   * power loss's last commits for speed). PostgreSQL (DATABASE_URL) follows its own fsync setting.
   */
  fsync: boolean;
  /** Reject plain-HTTP requests to /v1 (REQUIRE_HTTPS=1). */
  requireHttps: boolean;
  /**
   * Multiplies every per-client rate limit (auth, REST; not the API-key tiers of /v1):
   * raise it when many users share one address, e.g. behind a NAT (RATE_LIMIT_SCALE).
   */
  rateLimitScale: number;
  /** A client must send its request headers within this (HEADERS_TIMEOUT_MS, default 20 s). */
  headersTimeoutMs: number;
  /** …and the whole request, body included, within this (REQUEST_TIMEOUT_MS, default 120 s). */
  requestTimeoutMs: number;
  /**
   * An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS, default 65 s, as
   * common proxies). The tests raise it: see test/helpers/startServer.ts.
   */
  keepAliveTimeoutMs: number;
  /** Longest wait for the database's turn before 503/504 (DB_QUEUE_TIMEOUT_MS, default 10 s). */
  dbQueueTimeoutMs: number;
  /** PostgreSQL cancels a statement after this (STATEMENT_TIMEOUT_MS, default 10 s); PGlite cannot. */
  statementTimeoutMs: number;
  /** Directories of the built site and app, served when they exist. */
  siteDir: string;
  appDir: string;
}

/** What every route module receives. */
export interface AppContext {
  db: Db;
  config: Config;
  /**
   * The clock of the in-memory rate-limit buckets and of the second-factor attempt window (default Date.now).
   * Tests pass one that moves only when
   * they say so: a bucket's refill then depends on the test's steps, not on how fast a loaded machine runs them.
   */
  clock?: () => number;
}
