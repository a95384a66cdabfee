import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../src/v1/page.js';
import { call, createKey, createUser, errorOf, startV1Server, START_TIMEOUT_MS, type V1Server } from './helpers.js';

// The lists used to answer every row: thousands of KPIs made each answer a megabyte and held up
// everyone behind the one database. These tests fail if a list answers more than a page again.

let s: V1Server;
let key: string;
let otherKey: string;
const ROWS = 150;

/** Name of the KPI the test put at position i of "newest first" (k0 is the newest). */
const nth = (i: number) => `k${i}`;

beforeAll(async () => {
  s = await startV1Server();
  const alice = await createUser(s.url);
  const bob = await createUser(s.url);
  key = (await createKey(s.url, alice.token, 'read')).key;
  otherKey = (await createKey(s.url, bob.token, 'read')).key;
  // Arranged in the database: 150 requests would spend a minute's rate limit before the test starts.
  await s.ctx.db.query(
    `INSERT INTO public.kpis (user_id, name, formula, current_value, category, created_at)
     SELECT $1, 'k' || g, 'SUM(x)', g, 'Test', now() - g * interval '1 second' FROM generate_series(0, $2 - 1) AS g`,
    [alice.id, ROWS],
  );
}, START_TIMEOUT_MS);
afterAll(async () => {
  await s?.stop();
});

const names = (body: unknown) => (body as Array<{ name: string }>).map((k) => k.name);

describe('/v1 list pages', () => {
  it(`answers the newest ${DEFAULT_PAGE_SIZE} rows by default and names the next page in Link`, async () => {
    const res = await call(`${s.url}/kpis`, key);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(Array.from({ length: DEFAULT_PAGE_SIZE }, (_, i) => nth(i)));
    expect(res.headers.get('link')).toBe(`</v1/kpis?limit=${DEFAULT_PAGE_SIZE}&offset=${DEFAULT_PAGE_SIZE}>; rel="next"`);
  });

  it('following Link pages through every row once, in order, and the last page has no Link', async () => {
    const seen: string[] = [];
    let next: string | null = `/v1/kpis?limit=40`;
    let pages = 0;
    while (next) {
      const res = await call(new URL(next, s.url).href, key);
      expect(res.status).toBe(200);
      seen.push(...names(res.body));
      next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(ROWS / 40));
    expect(seen).toEqual(Array.from({ length: ROWS }, (_, i) => nth(i)));
  });

  it('a page that ends exactly at the last row has no Link', async () => {
    const res = await call(`${s.url}/kpis?limit=50&offset=${ROWS - 50}`, key);
    expect(names(res.body)).toHaveLength(50);
    expect(res.headers.get('link')).toBeNull();
  });

  it('pages only the caller\'s rows', async () => {
    const res = await call(`${s.url}/kpis?limit=5`, otherKey);
    expect(res.body).toEqual([]);
    expect(res.headers.get('link')).toBeNull();
  });

  it.each(['/datasets', '/dashboards'])('%s takes the same limit and offset', async (path) => {
    const res = await call(`${s.url}${path}?limit=1&offset=0`, key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit'],
    [`limit=${MAX_PAGE_SIZE + 1}`, 'limit'],
    ['limit=ten', 'limit'],
    ['limit=1.5', 'limit'],
    ['offset=-1', 'offset'],
  ])('?%s is a 400 that names %s', async (query, param) => {
    const res = await call(`${s.url}/kpis?${query}`, key);
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toContain(param);
  });
});
