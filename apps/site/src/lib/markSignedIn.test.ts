import { describe, expect, it } from 'vitest';
import { markSignedIn, SIGNED_IN_ATTRIBUTE } from './markSignedIn.js';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('markSignedIn', () => {
  it('markSignedIn(html, storage, host) sets data-signed-in when a session is stored for the host', () => {
    const html = document.createElement('html');
    markSignedIn(html, storage({ 'sb-tallyline-auth-token': JSON.stringify({ access_token: 'a' }) }), 'tallyline.example.com');
    expect(html.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(true);
  });

  it('markSignedIn() removes it when there is none (signed out in another tab)', () => {
    const html = document.createElement('html');
    html.setAttribute(SIGNED_IN_ATTRIBUTE, '');
    markSignedIn(html, storage({}), 'tallyline.example.com');
    expect(html.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(false);
  });
});
