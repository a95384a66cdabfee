import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/context.js';
import { startServer } from '../../src/server.js';

/**
 * Starting PGlite and migrating takes seconds alone, a minute on a loaded machine, and passed 240 s twice (resources,
 * datasetVersions) in a fresh-clone run beside another one and three helpers' builds at load 25–31. A limit for a hang.
 */
export const START_TIMEOUT_MS = 600_000;

/** A real server like test/helpers/startServer.ts, plus its AppContext so tests can arrange rows. */
export interface V1Server {
  url: string;
  ctx: AppContext;
  stop(): Promise<void>;
}

export async function startV1Server(env: Record<string, string> = {}, opts: { clock?: () => number } = {}): Promise<V1Server> {
  const dir = await mkdtemp(join(tmpdir(), 'tallyline-v1-'));
  const config = await loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    RATE_LIMIT_SCALE: '100',
    // The client closes idle connections, never the server (test/helpers/startServer.ts says why).
    KEEP_ALIVE_TIMEOUT_MS: '600000',
    DB_QUEUE_TIMEOUT_MS: '120000',
    PORT: '0',
    TALLYLINE_DATA_DIR: dir,
    ...env,
  });
  const running = await startServer(config, { hostname: '127.0.0.1', seed: false, ...opts });
  return {
    url: `${running.url}/v1`,
    ctx: running.ctx,
    async stop() {
      await running.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A new user signed up through POST /v1/auth/sign-up; answers its id, e-mail, password and access token. */
export async function createUser(
  url: string,
  email = `u-${randomUUID()}@example.com`,
): Promise<{ id: string; email: string; password: string; token: string; refreshToken: string }> {
  const password = `pw-${randomUUID()}`;
  const res = await call(`${url}/auth/sign-up`, null, { method: 'POST', body: { email, password } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { user: { id: string }; session: { access_token: string; refresh_token: string } };
  return { id: body.user.id, email, password, token: body.session.access_token, refreshToken: body.session.refresh_token };
}

/** fetch with a bearer credential and an optional JSON body. */
export async function call(
  url: string,
  credential: string | null,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const headers: Record<string, string> = { ...init.headers };
  if (credential) headers.authorization = `Bearer ${credential}`;
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body };
}

/** Creates an API key through the API with a user token; answers the full key and its id. */
export async function createKey(url: string, userToken: string, scope: 'read' | 'read-write' = 'read-write', name = 'test key'): Promise<{ key: string; id: string }> {
  const res = await call(`${url}/api-keys`, userToken, { method: 'POST', body: { name, scope } });
  if (res.status !== 201) throw new Error(`creating a key failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { key: string; id: string };
  return { key: body.key, id: body.id };
}

export function errorOf(body: unknown): { code: string; message: string } {
  return (body as { error: { code: string; message: string } }).error;
}
