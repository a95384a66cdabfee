import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signServiceKey } from '../src/auth/jwt.js';
import { CONTACT_PER_HOUR } from '../src/site/contactMessages.js';
import { startTestServer, type TestServer } from './helpers/startServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0' });
});
afterAll(async () => {
  await server?.stop();
});

const valid = { name: 'Sara', email: 'sara@example.com', subject: 'Feature Request', message: 'Please add Excel import.' };
const post = (body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(`${server.url}/site/v1/contact`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
const clearMessages = () => server.ctx.db.query('DELETE FROM public.contact_messages');

describe('POST /site/v1/contact', () => {
  it('stores a valid message (trimmed), answers 201 with its id, and logs it for the operator', async () => {
    await clearMessages();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await post({ ...valid, name: '  Sara  ' });
    expect(res.status).toBe(201);
    const { id, receivedAt } = (await res.json()) as { id: number; receivedAt: string };
    const rows = (await server.ctx.db.query<{ name: string; email: string; subject: string; message: string; sender_hash: string }>('SELECT * FROM public.contact_messages WHERE id = $1', [id])).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Sara', email: valid.email, subject: valid.subject, message: valid.message });
    // The sender is kept as a hash, not as the address.
    expect(rows[0]!.sender_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.sender_hash).not.toContain('127.0.0.1');
    expect(Date.now() - Date.parse(receivedAt)).toBeLessThan(60_000);
    expect(log).toHaveBeenCalledWith(`[contact] message #${id} from Sara <sara@example.com>: Feature Request`);
    log.mockRestore();
  });

  it('answers 400 with the form’s own messages per field, and stores nothing', async () => {
    await clearMessages();
    const res = await post({ name: ' ', email: 'not-an-email', subject: 'Other', message: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'invalid_fields',
        message: 'Some fields need attention.',
        fields: { name: 'Please enter your name.', email: 'Please enter a valid e-mail address.', subject: 'Please choose a subject.', message: 'Please enter a message.' },
      },
    });
    expect((await server.ctx.db.query('SELECT 1 FROM public.contact_messages')).rows).toHaveLength(0);
  });

  it('answers 400 to a body that is not the form: bad JSON, an array, a number field', async () => {
    for (const body of ['{"name":', JSON.stringify([valid]), JSON.stringify({ ...valid, message: 42 })]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_body');
    }
  });

  it('answers 413 to a body over 32 KB', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
  });

  it(`takes ${CONTACT_PER_HOUR} messages an hour from one address, then 429 with Retry-After until the first is an hour old`, async () => {
    await clearMessages();
    for (let i = 0; i < CONTACT_PER_HOUR; i++) expect((await post({ ...valid, message: `message ${i}` })).status).toBe(201);
    const res = await post(valid);
    expect(res.status).toBe(429);
    // The first of the five was stored moments ago, so the wait is just under an hour: 3600 s minus
    // the seconds the five requests took (well under a minute here).
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'rate_limited',
      message: 'You have sent several messages in the last hour. Please try again in 60 minutes.',
    });
    expect((await server.ctx.db.query('SELECT 1 FROM public.contact_messages')).rows).toHaveLength(CONTACT_PER_HOUR);
  });

  it('the messages are the operator’s: the service-role key reads them over REST, the anon key does not', async () => {
    await clearMessages();
    await post(valid);
    const read = (key: string) => fetch(`${server.url}/rest/v1/contact_messages?select=name,subject`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
    const service = await read(await signServiceKey(server.config.jwtSecret));
    expect(service.status).toBe(200);
    expect(await service.json()).toEqual([{ name: 'Sara', subject: 'Feature Request' }]);
    const anon = await read(server.anonKey);
    expect(anon.status).not.toBe(200);
  });
});
