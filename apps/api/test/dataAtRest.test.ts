import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendMail } from '../src/auth/mailbox.js';
import { openSecret, sealClearTotpSecrets } from '../src/auth/secretBox.js';
import { logError } from '../src/http/logError.js';
import { signedInUser } from './helpers/clients.js';
import { userWithTotp } from './helpers/mfa.js';
import { startTestServer, type TestServer } from './helpers/startServer.js';

// Secrets a copy of the data dir, its WAL or the server log must not give away (issue 14).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0' });
});
afterAll(async () => {
  await server?.stop();
});

const sha256hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('refresh tokens are stored as SHA-256 digests', () => {
  it('the table holds the digest, never the token, and refreshing with the token works', async () => {
    const u = await signedInUser(server);
    const session = (await u.sb.auth.getSession()).data.session!;
    const stored = (await server.ctx.db.query<{ token: string }>('SELECT token FROM auth.refresh_tokens WHERE user_id = $1', [u.id])).rows.map((r) => r.token);
    expect(stored).toEqual([sha256hex(session.refresh_token)]);

    const refreshed = await u.sb.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const next = refreshed.data.session!.refresh_token;
    const rows = (await server.ctx.db.query<{ token: string; parent: string | null }>('SELECT token, parent FROM auth.refresh_tokens WHERE user_id = $1 ORDER BY id', [u.id])).rows;
    expect(rows).toEqual([
      { token: sha256hex(session.refresh_token), parent: null },
      { token: sha256hex(next), parent: sha256hex(session.refresh_token) },
    ]);
    expect(JSON.stringify(rows)).not.toContain(next);
  });

  it("migration 0105's SQL digest of older rows is the same as the server's", async () => {
    const token = 'aB3-older-refresh-token_x';
    const r = await server.ctx.db.query<{ d: string }>("SELECT encode(sha256(convert_to($1, 'UTF8')), 'hex') AS d", [token]);
    expect(r.rows[0]?.d).toBe(sha256hex(token));
  });
});

describe('TOTP secrets are sealed with a key outside the database', () => {
  it('the stored secret is AES-256-GCM under the data dir key, bound to its factor, and codes still verify', async () => {
    const u = await userWithTotp(server);
    const stored = (await server.ctx.db.query<{ secret: string }>('SELECT secret FROM auth.mfa_factors WHERE id = $1', [u.factorId])).rows[0]!.secret;
    expect(stored).not.toContain(u.secret);
    expect(JSON.parse(stored)).toMatchObject({ alg: 'aes-256-gcm', key_id: 'local' });
    expect(openSecret(server.config.secretsKey, u.factorId, stored)).toBe(u.secret);
    // Copied onto another factor's row, or opened with another key, it does not open.
    expect(() => openSecret(server.config.secretsKey, '00000000-0000-4000-8000-000000000000', stored)).toThrow();
    expect(() => openSecret(new Uint8Array(32), u.factorId, stored)).toThrow();
  });

  it('a secret left in clear by an older version is sealed at start and keeps working', async () => {
    const u = await userWithTotp(server);
    await server.ctx.db.query('UPDATE auth.mfa_factors SET secret = $2 WHERE id = $1', [u.factorId, u.secret]);
    expect(await sealClearTotpSecrets(server.ctx.db, server.config.secretsKey)).toBe(1);
    const stored = (await server.ctx.db.query<{ secret: string }>('SELECT secret FROM auth.mfa_factors WHERE id = $1', [u.factorId])).rows[0]!.secret;
    expect(stored).not.toContain(u.secret);
    expect(openSecret(server.config.secretsKey, u.factorId, stored)).toBe(u.secret);
  });
});

describe('the log and the mailbox keep links and query data to themselves', () => {
  it('/dev/mailbox is not served unless TALLYLINE_DEV_MAILBOX=1', async () => {
    // Unknown paths fall to the site, which redirects home: anything but the mailbox's JSON.
    const res = await fetch(`${server.url}/dev/mailbox`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('content-type') ?? '').not.toContain('json');
  });

  it('an e-mail is logged without its link', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      sendMail(server.config, { to: 'a@example.com', subject: 'Confirm Your Signup', kind: 'signup', link: 'http://x/auth/v1/verify?token=SECRET-TOKEN-123&type=signup' });
      const logged = log.mock.calls.map((c) => c.join(' ')).join('\n');
      expect(logged).toContain('a@example.com');
      expect(logged).not.toContain('SECRET-TOKEN-123');
    } finally {
      log.mockRestore();
    }
  });

  it('a database error is logged with its message and SQLSTATE, without its parameters, query or failing row', async () => {
    const hash = '$2b$10$abcdefghijklmnopqrstuvCDEFGHIJKLMNOPQRSTUVWXYZ0123456';
    // A real PGlite error carrying a parameter: a CHECK violation repeats the whole failing row in its detail.
    const err = await server.ctx.db
      .query("SELECT CASE WHEN $1::text <> '' THEN 1 / 0 END AS boom, $1::text AS hash", [hash])
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    const failing = Object.assign(err as Error, { detail: `Failing row contains (${hash}).` });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      logError('[rest] unexpected error', failing);
      const text = logged.mock.calls.map((c) => c.map(String).join(' ')).join('\n');
      expect(text).toContain('division by zero');
      expect(text).toContain('SQLSTATE 22012');
      expect(text).not.toContain(hash);
    } finally {
      logged.mockRestore();
    }
  });
});
