import { describe, expect, it } from 'vitest';
import { hasSession, sessionStorageKey } from './hasSession.js';

const store = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });

describe('hasSession', () => {
  it('sessionStorageKey uses the first label of the hostname', () => {
    expect(sessionStorageKey('localhost')).toBe('sb-localhost-auth-token');
    expect(sessionStorageKey('127.0.0.1')).toBe('sb-127-auth-token');
    expect(sessionStorageKey('app.example.com')).toBe('sb-app-auth-token');
  });
  it('hasSession is true with a stored session that has an access token', () => {
    expect(hasSession(store({ 'sb-localhost-auth-token': JSON.stringify({ access_token: 'x' }) }), 'localhost')).toBe(true);
  });
  it('hasSession is false when nothing, or something unreadable, is stored', () => {
    expect(hasSession(store({}), 'localhost')).toBe(false);
    expect(hasSession(store({ 'sb-localhost-auth-token': '{oops' }), 'localhost')).toBe(false);
    expect(hasSession(store({ 'sb-localhost-auth-token': 'null' }), 'localhost')).toBe(false);
  });
});
