import type { IncomingMessage } from 'node:http';
import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../src/v1/gate.js';
import { updateSet } from '../../src/v1/handlers/updateSet.js';
import { arrivedOverPlainHttp, isLoopback } from '../../src/v1/https.js';
import { generateApiKey, hashApiKey, isApiKey } from '../../src/v1/keys.js';
import { CreateKpiBodySchema, UpdateDashboardBodySchema } from '../../src/v1/schemas.js';
import { describeIssues } from '../../src/v1/validation.js';

function issuesOf(schema: z.ZodType, value: unknown): z.ZodError {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a validation failure');
  return r.error;
}

describe('describeIssues', () => {
  it('describeIssues(json, missing field) names the field', () => {
    const err = issuesOf(CreateKpiBodySchema, { name: 'Revenue', formula: 'SUM(x)', category: 'Sales' });
    expect(describeIssues('json', err)).toBe("Missing required field 'current_value'");
  });

  it('describeIssues(json, wrong type) names the field and the expected type', () => {
    const err = issuesOf(CreateKpiBodySchema, { name: 'Revenue', formula: 'SUM(x)', category: 'Sales', current_value: 'ten' });
    expect(describeIssues('json', err)).toMatch(/^Invalid field 'current_value': expected number/);
  });

  it('describeIssues(json, unknown key) names the unknown field', () => {
    const err = issuesOf(CreateKpiBodySchema, { name: 'R', formula: 'f', category: 'c', current_value: 1, colour: 'red' });
    expect(describeIssues('json', err)).toBe("Unknown field 'colour'");
  });

  it('describeIssues(json, non-object body) says the body must be an object', () => {
    expect(describeIssues('json', issuesOf(CreateKpiBodySchema, [1, 2]))).toBe('The request body must be a JSON object');
  });

  it('describeIssues(json, empty patch) explains that a field is needed', () => {
    expect(describeIssues('json', issuesOf(UpdateDashboardBodySchema, {}))).toBe('Invalid request: at least one field is required');
  });

  it('describeIssues(param, bad uuid) names the path parameter', () => {
    const err = issuesOf(z.object({ id: z.uuid() }), { id: 'abc' });
    expect(describeIssues('param', err)).toMatch(/^Invalid path parameter 'id'/);
  });
});

describe('arrivedOverPlainHttp', () => {
  const socket = (remoteAddress: string, encrypted = false) => ({ socket: { remoteAddress, encrypted } }) as unknown as IncomingMessage;

  it('arrivedOverPlainHttp(X-Forwarded-Proto) trusts the first hop of the header', () => {
    expect(arrivedOverPlainHttp('http', socket('127.0.0.1'))).toBe(true);
    expect(arrivedOverPlainHttp('https', socket('203.0.113.9'))).toBe(false);
    expect(arrivedOverPlainHttp('http, https', socket('127.0.0.1'))).toBe(true);
  });

  it('arrivedOverPlainHttp(no header) rejects a plain socket from another machine', () => {
    expect(arrivedOverPlainHttp(undefined, socket('203.0.113.9'))).toBe(true);
    expect(arrivedOverPlainHttp(undefined, socket('::ffff:10.0.0.4'))).toBe(true);
  });

  it('arrivedOverPlainHttp(no header) accepts TLS sockets and loopback', () => {
    expect(arrivedOverPlainHttp(undefined, socket('203.0.113.9', true))).toBe(false);
    expect(arrivedOverPlainHttp(undefined, socket('127.0.0.1'))).toBe(false);
    expect(arrivedOverPlainHttp(undefined, socket('::1'))).toBe(false);
  });

  it('isLoopback(address) knows IPv4, IPv6 and mapped loopback', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '', undefined].map(isLoopback)).toEqual([false, false, false, false]);
  });
});

describe('API keys', () => {
  it('generateApiKey() gives a tl_ key of 256 random bits, its shown prefix and its SHA-256', () => {
    const { key, prefix, hash } = generateApiKey();
    expect(key).toMatch(/^tl_[A-Za-z0-9_-]{43}$/);
    expect(prefix).toBe(key.slice(0, 11));
    expect(hash).toBe(hashApiKey(key));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(generateApiKey().key).not.toBe(key);
  });

  it('hashApiKey(key) is the SHA-256 hex digest', () => {
    // sha256("abc") is the FIPS 180-2 test vector.
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('isApiKey(credential) tells keys from JWTs', () => {
    expect(isApiKey('tl_abc')).toBe(true);
    expect(isApiKey('eyJhbGciOi.x.y')).toBe(false);
  });
});

describe('matchRoute', () => {
  it('matchRoute(method, path) finds routes, path parameters included', () => {
    expect(matchRoute('GET', '/datasets')).toMatchObject({ method: 'GET', isPublic: false });
    expect(matchRoute('DELETE', '/datasets/abc')).toMatchObject({ method: 'DELETE' });
    expect(matchRoute('HEAD', '/kpis')).toMatchObject({ method: 'GET' });
    expect(matchRoute('POST', '/auth/sign-in')).toMatchObject({ isPublic: true });
  });

  it('matchRoute(method, path) lists the allowed methods of a known path, and null for unknown paths', () => {
    expect(matchRoute('PUT', '/kpis/abc')).toEqual({ allowed: ['PATCH', 'DELETE'] });
    expect(matchRoute('GET', '/nope')).toBeNull();
    expect(matchRoute('GET', '/datasets/a/b')).toBeNull();
  });
});

describe('updateSet', () => {
  it('updateSet(body) numbers parameters from firstParam and casts JSON columns', () => {
    expect(updateSet({ name: 'N', layout: { a: 1 }, is_public: true, description: undefined }, new Set(['layout']), 2)).toEqual({
      sql: 'name = $2, layout = $3::jsonb, is_public = $4',
      params: ['N', '{"a":1}', true],
    });
  });
});
