import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKey, createUser, errorOf, startV1Server, START_TIMEOUT_MS, type V1Server } from './helpers.js';

let s: V1Server;

beforeAll(async () => {
  s = await startV1Server();
}, START_TIMEOUT_MS);
afterAll(async () => {
  await s?.stop();
});

describe('/v1/auth', () => {
  it('POST /auth/sign-up answers 201 with user { id, email, created_at } and session { access_token, refresh_token, expires_at }', async () => {
    const email = `new-${randomUUID()}@example.com`;
    const res = await call(`${s.url}/auth/sign-up`, null, { method: 'POST', body: { email, password: 'long enough', full_name: 'Ada Lovelace' } });
    expect(res.status).toBe(201);
    const body = res.body as { user: Record<string, unknown>; session: Record<string, unknown> };
    expect(Object.keys(body.user).sort()).toEqual(['created_at', 'email', 'id']);
    expect(body.user.email).toBe(email);
    expect(Object.keys(body.session).sort()).toEqual(['access_token', 'expires_at', 'refresh_token']);
    expect(body.session.expires_at).toBeGreaterThan(Date.now() / 1000);
    // full_name lands in the user's metadata.
    const meta = await s.ctx.db.query<{ name: string }>(`SELECT raw_user_meta_data->>'full_name' AS name FROM auth.users WHERE id = $1`, [body.user.id]);
    expect(meta.rows[0]?.name).toBe('Ada Lovelace');
    // The session works on the API.
    expect((await call(`${s.url}/datasets`, body.session.access_token as string)).status).toBe(200);
  });

  it('POST /auth/sign-up without email or password answers 400 naming the field; a taken e-mail 422', async () => {
    expect(errorOf((await call(`${s.url}/auth/sign-up`, null, { method: 'POST', body: { password: 'long enough' } })).body)).toEqual({
      code: 'invalid_request',
      message: "Missing required field 'email'",
    });
    expect(errorOf((await call(`${s.url}/auth/sign-up`, null, { method: 'POST', body: { email: 'a@example.com' } })).body).message).toBe(
      "Missing required field 'password'",
    );
    const bad = await call(`${s.url}/auth/sign-up`, null, { method: 'POST', body: { email: 'not-an-email', password: 'long enough' } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).message).toMatch(/^Invalid field 'email'/);
    const u = await createUser(s.url);
    const taken = await call(`${s.url}/auth/sign-up`, null, { method: 'POST', body: { email: u.email, password: 'long enough' } });
    expect(taken.status).toBe(422);
    expect(errorOf(taken.body)).toEqual({ code: 'user_already_exists', message: 'User already registered' });
    const weak = await call(`${s.url}/auth/sign-up`, null, { method: 'POST', body: { email: `w-${randomUUID()}@example.com`, password: '123' } });
    expect(weak.status).toBe(422);
    expect(errorOf(weak.body).code).toBe('weak_password');
  });

  it('POST /auth/sign-in answers the user and a new session; a wrong password answers 401', async () => {
    const u = await createUser(s.url);
    const res = await call(`${s.url}/auth/sign-in`, null, { method: 'POST', body: { email: u.email, password: u.password } });
    expect(res.status).toBe(200);
    const body = res.body as { user: { id: string }; session: { access_token: string } };
    expect(body.user.id).toBe(u.id);
    expect(body.session.access_token).not.toBe(u.token);
    const wrong = await call(`${s.url}/auth/sign-in`, null, { method: 'POST', body: { email: u.email, password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong.body)).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('POST /auth/sign-in without email or password answers 400 naming the field', async () => {
    expect(errorOf((await call(`${s.url}/auth/sign-in`, null, { method: 'POST', body: { email: 'a@example.com' } })).body)).toEqual({
      code: 'invalid_request',
      message: "Missing required field 'password'",
    });
    expect(errorOf((await call(`${s.url}/auth/sign-in`, null, { method: 'POST' })).body).message).toBe("Missing required field 'email'");
  });

  it('POST /auth/sign-out ends the session: the access token stops working at once', async () => {
    const u = await createUser(s.url);
    expect((await call(`${s.url}/datasets`, u.token)).status).toBe(200);
    const out = await call(`${s.url}/auth/sign-out`, u.token, { method: 'POST' });
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    const after = await call(`${s.url}/datasets`, u.token);
    expect(after.status).toBe(401);
    expect(errorOf(after.body)).toEqual({ code: 'unauthorized', message: 'Invalid or expired access token' });
  });

  it('POST /auth/sign-out needs a user token: none answers 401, an API key 403', async () => {
    expect((await call(`${s.url}/auth/sign-out`, null, { method: 'POST' })).status).toBe(401);
    const u = await createUser(s.url);
    const { key } = await createKey(s.url, u.token, 'read-write');
    const res = await call(`${s.url}/auth/sign-out`, key, { method: 'POST' });
    expect(res.status).toBe(403);
    expect(errorOf(res.body).code).toBe('forbidden');
  });
});
