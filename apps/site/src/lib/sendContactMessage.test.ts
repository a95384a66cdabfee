import { describe, expect, it, vi } from 'vitest';
import { CONTACT_ENDPOINT, sendContactMessage } from './sendContactMessage.js';

const form = { name: 'Sara', email: 'sara@example.com', subject: 'General Inquiry', message: 'Hi' };
const reply = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('sendContactMessage', () => {
  it('sendContactMessage(form) posts JSON to the contact endpoint and is ok on 201', async () => {
    const fetcher = reply(201, { id: 1, receivedAt: '2026-01-01T00:00:00Z' });
    expect(await sendContactMessage(form, fetcher)).toEqual({ ok: true });
    expect(fetcher).toHaveBeenCalledWith(CONTACT_ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form) });
  });

  it('sendContactMessage() passes on the server’s field errors, or its message (429)', async () => {
    const fields = { email: 'Please enter a valid e-mail address.' };
    expect(await sendContactMessage(form, reply(400, { error: { code: 'invalid_fields', message: 'x', fields } }))).toEqual({ ok: false, fields });
    expect(await sendContactMessage(form, reply(429, { error: { code: 'rate_limited', message: 'Try again in 5 minutes.' } }))).toEqual({ ok: false, message: 'Try again in 5 minutes.' });
  });

  it('sendContactMessage() explains a network failure or a reply that is not JSON', async () => {
    const failed = { ok: false, message: 'Your message could not be sent. Please check your connection and try again.' };
    expect(await sendContactMessage(form, vi.fn(async () => Promise.reject(new TypeError('offline'))))).toEqual(failed);
    expect(await sendContactMessage(form, vi.fn(async () => new Response('<html>bad gateway', { status: 502 })))).toEqual(failed);
  });
});
