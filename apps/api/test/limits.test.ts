import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../src/auth/service.js';
import { requestFrom } from './helpers/fromAddress.js';
import { startTestServer, stoppedClock, type TestServer } from './helpers/startServer.js';

// The real limits (scale 1) and short timeouts, so the tests can reach them; the buckets' clock moves only when a
// test advances it, so what they let through does not depend on how fast a loaded machine sends the requests.
let server: TestServer;
const PASSWORD = 'correct-horse-1';
const clock = stoppedClock();

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0', RATE_LIMIT_SCALE: '1', HEADERS_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '4000' }, { clock: clock.now });
});
afterAll(async () => {
  await server?.stop();
});

let counter = 0;
/** A confirmed user made through the auth service directly, so arranging users spends no one's HTTP budget. */
async function arrangeUser(): Promise<{ email: string; id: string; access: string }> {
  counter += 1;
  const email = `limits-${process.pid}-${counter}@example.com`;
  const t = (await signUp(server.ctx, { email, password: PASSWORD })) as { access_token: string; user: { id: string } };
  return { email, id: t.user.id, access: t.access_token };
}

function signInFrom(address: string, email: string, password: string) {
  return requestFrom(address, `${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email, password }),
  });
}

describe('/auth per-client limits (GoTrue defaults)', () => {
  it('sign-ups: a burst of 30 per address, then 429 with Retry-After and RateLimit headers; another address is unaffected', async () => {
    const signUpFrom = (address: string, i: number) =>
      requestFrom(address, `${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email: `burst-${process.pid}-${i}@example.com`, password: PASSWORD }),
      });
    const burst = await Promise.all(Array.from({ length: 31 }, (_, i) => signUpFrom('127.0.0.7', i)));
    const refused = burst.filter((r) => r.status === 429);
    // 30 in the bucket and 6 a minute after that: 31 with the clock standing leave exactly one refused.
    expect(refused).toHaveLength(1);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.headers.ratelimit).toMatch(/^"auth-signup";r=0;t=\d+$/);
    expect(JSON.parse(refused[0]!.body)).toMatchObject({ code: 'over_request_rate_limit' });
    expect((await signUpFrom('127.0.0.8', 99)).status).toBe(200);
  });

  it('wrong passwords from one client do not lock the account for another client', async () => {
    const u = await arrangeUser();
    for (let i = 0; i < 5; i += 1) expect((await signInFrom('127.0.0.1', u.email, `wrong-${i}`)).status).toBe(400);
    const blocked = await signInFrom('127.0.0.1', u.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.body).message).toContain('Too many requests');
    // The owner, elsewhere, signs in at once: the attacker's failures are the attacker's problem.
    expect((await signInFrom('127.0.0.2', u.email, PASSWORD)).status).toBe(200);
  });

  it('many clients guessing one account hold off new clients, never one that signed in before', async () => {
    const u = await arrangeUser();
    expect((await signInFrom('127.0.0.3', u.email, PASSWORD)).status).toBe(200);
    // 50 failures from ten addresses, five each (each stays under its own pair limit).
    for (let a = 1; a <= 10; a += 1) {
      for (let i = 0; i < 5; i += 1) expect((await signInFrom(`127.0.1.${a}`, u.email, `guess-${a}-${i}`)).status).toBe(400);
    }
    expect((await signInFrom('127.0.0.4', u.email, PASSWORD)).status).toBe(429);
    expect((await signInFrom('127.0.0.3', u.email, PASSWORD)).status).toBe(200);
  });

  it('bcrypt runs off the event loop: eight concurrent sign-ins leave it mostly idle', async () => {
    const u = await arrangeUser();
    const before = performance.eventLoopUtilization();
    const results = await Promise.all(Array.from({ length: 8 }, () => signInFrom('127.0.0.5', u.email, PASSWORD)));
    const utilisation = performance.eventLoopUtilization(before).utilization;
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    // bcrypt on the loop keeps it busy for the whole run (about 0.9); in workers it waits (about 0.1).
    expect(utilisation, `event-loop utilisation ${utilisation.toFixed(2)}`).toBeLessThan(0.5);
  });
});

describe('/rest/v1 token buckets', () => {
  it('anonymous callers: a burst of 60 per address plus 2 a second, then 429 PGRST429 with Retry-After; RateLimit headers', async () => {
    const get = () => requestFrom('127.0.0.6', `${server.url}/rest/v1/dashboards?select=id`, { headers: { apikey: server.anonKey } });
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('"rest-anon";q=60;w=30');
    expect(first.headers.ratelimit).toMatch(/^"rest-anon";r=59;t=\d+$/);
    // Batches of 20 until refused: with the clock standing, the 59 left pass and no more.
    let passed = 1;
    let limited: Awaited<ReturnType<typeof get>> | undefined;
    for (let batch = 0; batch < 20 && !limited; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, get));
      passed += answers.filter((r) => r.status === 200).length;
      limited = answers.find((r) => r.status === 429);
    }
    expect(limited).toBeDefined();
    expect(passed).toBe(60);
    expect(JSON.parse(limited!.body)).toMatchObject({ code: 'PGRST429' });
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Two a second: a second later two more pass, then the bucket is empty again.
    clock.advance(1000);
    const after = await Promise.all(Array.from({ length: 3 }, get));
    expect(after.map((r) => r.status).sort()).toEqual([200, 200, 429]);
  });

  it('a signed-in user has a bucket of their own (300 at once)', async () => {
    const u = await arrangeUser();
    const res = await requestFrom('127.0.0.6', `${server.url}/rest/v1/kpis?select=id`, { headers: { apikey: server.anonKey, authorization: `Bearer ${u.access}` } });
    expect(res.status).toBe(200);
    expect(res.headers['ratelimit-policy']).toBe('"rest-user";q=300;w=30');
  });
});

describe('/rest/v1 query budget (PGlite cannot cancel a statement)', () => {
  async function restGet(path: string) {
    const u = await arrangeUser();
    const res = await fetch(`${server.url}/rest/v1/${path}`, { headers: { apikey: server.anonKey, authorization: `Bearer ${u.access}` } });
    return { status: res.status, body: (await res.json()) as { code: string; details: string } };
  }

  it('120 ilike filters (the finding) are refused before any database work', async () => {
    const filters = Array.from({ length: 120 }, (_, i) => `name=ilike.*${i}*`).join('&');
    const res = await restGet(`datasets?select=id&${filters}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PGRST100', details: 'A request may have at most 30 filter conditions' });
  });

  it('or-trees count leaf by leaf; 30 conditions still pass', async () => {
    const tree = `or=(${Array.from({ length: 31 }, (_, i) => `name.eq.n${i}`).join(',')})`;
    expect((await restGet(`kpis?select=id&${tree}`)).status).toBe(400);
    const ok = `or=(${Array.from({ length: 30 }, (_, i) => `name.eq.n${i}`).join(',')})`;
    expect((await restGet(`kpis?select=id&${ok}`)).status).toBe(200);
  });

  it('like/ilike: text columns only (no casting big JSON to text), patterns up to 256 characters and 8 wildcards', async () => {
    const json = await restGet('datasets?select=id&data=ilike.*secret*');
    expect(json.status).toBe(400);
    expect(json.body.details).toBe('ilike works on text columns only; "data" is jsonb');
    expect((await restGet(`kpis?select=id&name=ilike.${'a'.repeat(257)}`)).status).toBe(400);
    expect((await restGet(`kpis?select=id&name=ilike.${'*a'.repeat(9)}`)).status).toBe(400);
    expect((await restGet(`kpis?select=id&name=ilike.${'*a'.repeat(8)}`)).status).toBe(200);
  });

  it('searchable text is bounded: a description over 20 000 characters is refused (23514), 20 000 are kept', async () => {
    const u = await arrangeUser();
    const post = (description: string) =>
      fetch(`${server.url}/rest/v1/kpis`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${u.access}`, 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: u.id, name: 'k', description }),
      });
    const huge = await post('x'.repeat(20_001));
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { code: string }).code).toBe('23514');
    expect((await post('x'.repeat(20_000))).status).toBe(201);
  });
});

describe('slow clients are timed out', () => {
  /** Opens a raw connection, sends `data`, and resolves with what the server sent before closing it. */
  function sendAndWaitForClose(data: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(server.config.port, '127.0.0.1', () => socket.write(data));
      let got = '';
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => (got += d));
      socket.on('close', () => resolve(got));
      socket.on('error', reject);
    });
  }

  it('headers not finished within HEADERS_TIMEOUT_MS: 408 and the connection closes', async () => {
    const answer = await sendAndWaitForClose('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer.startsWith('HTTP/1.1 408')).toBe(true);
    // Generous for a 1.5 s limit checked every second, far below Node's own 60 s default.
  }, 20_000);

  it('a body that trickles past REQUEST_TIMEOUT_MS: 408 and the connection closes', async () => {
    const answer = await sendAndWaitForClose('POST /rest/v1/kpis HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"na');
    expect(answer.startsWith('HTTP/1.1 408')).toBe(true);
    // Generous for a 4 s limit, far below Node's own 300 s default.
  }, 30_000);
});
