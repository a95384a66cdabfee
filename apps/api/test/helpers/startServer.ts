import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import type { AppContext, Config } from '../../src/context.js';
import { startServer } from '../../src/server.js';

export interface TestServer {
  url: string;
  anonKey: string;
  config: Config;
  /** The running server's database and config, for arranging and inspecting rows. */
  ctx: AppContext;
  stop(): Promise<void>;
}

/**
 * Starts a real server on a free loopback port. Uses a fresh temporary data
 * directory (deleted on stop) unless `env.TALLYLINE_DATA_DIR` is given (kept).
 * Pass `TALLYLINE_SEED: '0'` to skip the demo seed. Per-client rate limits are raised a
 * hundredfold (every test signs up its users from 127.0.0.1) unless `RATE_LIMIT_SCALE` is given:
 * the tests of the limits themselves pass '1'. Likewise the wait for the database's turn.
 * `opts.clock` drives the rate-limit buckets (see `stoppedClock`), so their refill follows the test, not the machine's speed.
 */
export async function startTestServer(env: Record<string, string> = {}, opts: { clock?: () => number } = {}): Promise<TestServer> {
  const ownDir = env.TALLYLINE_DATA_DIR ? null : await mkdtemp(join(tmpdir(), 'tallyline-api-'));
  const config = await loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    RATE_LIMIT_SCALE: '100',
    // The client (this process's fetch) closes its idle connections, never the server: a server that
    // closes one while the test's next request goes out on it fails that request ("fetch failed",
    // other side closed). Here both share one event loop, so a long upload (100 MB) delays the
    // client's idle timer (undici counts ticks) but not the server's (real time): under load the
    // server's 65 s went by during storage.test's over-100 MB upload and the next sign-up failed.
    KEEP_ALIVE_TIMEOUT_MS: '600000',
    // The same shared loop for the per-request clocks: a 110 MB upload answered with an empty body
    // (Node's own 408 has none) in a clean-clone CI run at load 30–40. The tests of these timeouts
    // (limits.test.ts) set their own short values.
    HEADERS_TIMEOUT_MS: '120000',
    REQUEST_TIMEOUT_MS: '600000',
    // 100 concurrent inserts queue for PGlite's one session: on a loaded machine the last waits long.
    DB_QUEUE_TIMEOUT_MS: '120000',
    ...env,
    PORT: env.PORT ?? '0',
    TALLYLINE_DATA_DIR: env.TALLYLINE_DATA_DIR ?? (ownDir as string),
  });
  const running = await startServer(config, { hostname: '127.0.0.1', seed: env.TALLYLINE_SEED !== '0', ...opts });
  const resolved: Config = { ...config, port: running.port };
  return {
    url: running.url,
    anonKey: config.anonKey,
    config: resolved,
    ctx: running.ctx,
    async stop() {
      await running.stop();
      if (ownDir) await rm(ownDir, { recursive: true, force: true });
    },
  };
}

/**
 * A clock for the rate-limit buckets that stands still until `advance(ms)`. A test that counts what a bucket
 * lets through must not depend on how long its requests take: at load 25 a clean-clone CI run took 9.6 s for six
 * /v1 calls, the bucket refilled meanwhile, and 'limits are per key' failed.
 */
export function stoppedClock(start = Date.now()): { now: () => number; advance: (ms: number) => void } {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}
