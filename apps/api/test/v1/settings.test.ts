import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, startV1Server, START_TIMEOUT_MS, type V1Server } from './helpers.js';

let s: V1Server;

beforeAll(async () => {
  // One server for the settings that change /v1 behaviour: HTTPS required, e-mail confirmation on.
  s = await startV1Server({ REQUIRE_HTTPS: '1', CONFIRM_EMAIL: '1' });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await s?.stop();
});

describe('REQUIRE_HTTPS=1', () => {
  it('a request a proxy received over plain HTTP (X-Forwarded-Proto: http) answers 403 with the error body', async () => {
    const res = await call(`${s.url}/openapi.json`, null, { headers: { 'x-forwarded-proto': 'http' } });
    expect(res.status).toBe(403);
    expect(errorOf(res.body)).toEqual({ code: 'https_required', message: 'This API only answers over HTTPS' });
  });

  it('a request forwarded from HTTPS, or made on loopback without a proxy, is served', async () => {
    expect((await call(`${s.url}/openapi.json`, null, { headers: { 'x-forwarded-proto': 'https' } })).status).toBe(200);
    expect((await call(`${s.url}/openapi.json`, null)).status).toBe(200);
  });
});

describe('CONFIRM_EMAIL=1', () => {
  it('POST /auth/sign-up answers 201 with the user and session null until the e-mail is confirmed; sign-in says so', async () => {
    const email = `confirm-${Date.now()}@example.com`;
    const res = await call(`${s.url}/auth/sign-up`, null, { method: 'POST', body: { email, password: 'long enough' } });
    expect(res.status).toBe(201);
    const body = res.body as { user: { email: string }; session: unknown };
    expect(body.user.email).toBe(email);
    expect(body.session).toBeNull();
    const signIn = await call(`${s.url}/auth/sign-in`, null, { method: 'POST', body: { email, password: 'long enough' } });
    expect(signIn.status).toBe(400);
    expect(errorOf(signIn.body)).toEqual({ code: 'email_not_confirmed', message: 'Email not confirmed' });
  });
});
