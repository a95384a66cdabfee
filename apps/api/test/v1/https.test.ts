import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, startV1Server, START_TIMEOUT_MS, type V1Server } from './helpers.js';

let s: V1Server;

beforeAll(async () => {
  s = await startV1Server({ REQUIRE_HTTPS: '1' });
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
