import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSession, isRejectedDataRequest, sessionFetch, setSessionVerifier } from './sessionCheck.js';

afterEach(() => {
  setSessionVerifier(null);
  vi.unstubAllGlobals();
});

describe('isRejectedDataRequest', () => {
  it('is a 401 from REST, Storage or the /v1 API', () => {
    expect(isRejectedDataRequest('http://x/rest/v1/datasets?select=id', 401)).toBe(true);
    expect(isRejectedDataRequest('http://x/storage/v1/object/avatars/a.png', 401)).toBe(true);
    expect(isRejectedDataRequest('/v1/api-keys', 401)).toBe(true);
  });

  it('is not an auth answer (a wrong password is a 400/401 of its own) nor any other status', () => {
    expect(isRejectedDataRequest('http://x/auth/v1/token?grant_type=password', 401)).toBe(false);
    expect(isRejectedDataRequest('http://x/rest/v1/datasets', 403)).toBe(false);
    expect(isRejectedDataRequest('http://x/rest/v1/datasets', 200)).toBe(false);
  });
});

describe('checkSession', () => {
  it('asks the server once however many requests failed together', async () => {
    let release!: () => void;
    const verify = vi.fn(() => new Promise<void>((r) => (release = r)));
    setSessionVerifier(verify);
    const a = checkSession();
    const b = checkSession();
    await vi.waitFor(() => expect(verify).toHaveBeenCalledOnce());
    release();
    await Promise.all([a, b]);
    expect(verify).toHaveBeenCalledOnce();
    // A later failure asks again.
    verify.mockImplementation(() => Promise.resolve());
    await checkSession();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('a failing check is logged, not thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setSessionVerifier(() => Promise.reject(new Error('offline')));
    await expect(checkSession()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});

describe('sessionFetch', () => {
  it('hands the response back and checks the session after a rejected data request', async () => {
    const verify = vi.fn(() => Promise.resolve());
    setSessionVerifier(verify);
    const res = new Response('{}', { status: 401 });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(res)));
    expect(await sessionFetch('http://x/rest/v1/profiles')).toBe(res);
    await vi.waitFor(() => expect(verify).toHaveBeenCalledOnce());
  });

  it('leaves a successful request alone', async () => {
    const verify = vi.fn(() => Promise.resolve());
    setSessionVerifier(verify);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('[]', { status: 200 }))));
    await sessionFetch(new URL('http://x/rest/v1/profiles'));
    await new Promise((r) => setTimeout(r, 5));
    expect(verify).not.toHaveBeenCalled();
  });
});
