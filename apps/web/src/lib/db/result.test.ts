import { describe, expect, it } from 'vitest';
import { MissingConfigError } from '../config.js';
import { attempt, run, toDbError } from './result.js';

describe('lib/db result convention: { data } | { error }, never a throw', () => {
  it('run(fn) answers { data } from a supabase-style { data, error: null }, mapped', async () => {
    expect(await run(async () => ({ data: [{ id: 'a' }], error: null }))).toEqual({ data: [{ id: 'a' }] });
    expect(await run(async () => ({ data: [{ id: 'a' }], error: null }), (rows) => (rows as { id: string }[])[0]!.id)).toEqual({ data: 'a' });
  });

  it('run(fn) answers { error } with the kind, message and code of a returned error', async () => {
    const r = await run(async () => ({ data: null, error: { message: 'duplicate key value', code: '23505' } }));
    expect(r).toEqual({ error: { kind: 'api', message: 'duplicate key value', code: '23505' } });
    expect(r.data).toBeUndefined();
  });

  it('run(fn) answers a thrown failure as { error }: network for fetch failures, config for a missing config', async () => {
    expect(await run(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ error: { kind: 'network', message: 'Failed to fetch', code: undefined } });
    expect(await run(() => Promise.reject(new MissingConfigError('config.json answered 503')))).toEqual({ error: { kind: 'config', message: 'config.json answered 503' } });
    expect((await run(() => Promise.reject(new Error('boom')))).error?.kind).toBe('api');
  });

  it('attempt(fn) turns a throw inside several steps into { error }', async () => {
    expect(await attempt(async () => ({ data: 1 }))).toEqual({ data: 1 });
    expect((await attempt(() => Promise.reject(new Error('x')))).error?.message).toBe('x');
  });

  it('toDbError reads non-Error values as text', () => {
    expect(toDbError('plain')).toEqual({ kind: 'api', message: 'plain', code: undefined });
    expect(toDbError({ name: 'AuthRetryableFetchError', status: 0, message: 'x' }).kind).toBe('network');
  });
});
