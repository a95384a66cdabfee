import type { Context } from 'hono';
import { Hono } from 'hono';
import { JwtError, verifyDataToken } from '../auth/jwt.js';
import type { AppContext } from '../context.js';
import { asRole, SessionEndedError } from '../db/asRole.js';
import { DatabaseBusyError } from '../db/turns.js';
import type { RequestClaims, Sql } from '../db/types.js';
import { badUrlBytes } from '../http/badInput.js';
import { BodyError, readJson, requestToken } from '../http/request.js';
import { PostgrestError, isPgError, pgToPostgrest } from './errors.js';
import { orderSql, parseQuery, projection, quote, whereSql, type ParsedQuery } from './query.js';
import { restRateLimit } from './rateLimit.js';
import { rpcCall } from './rpc.js';
import { SchemaCache, type TableInfo } from './schema.js';
import { logError } from '../http/logError.js';

/** Largest JSON body REST accepts (a saved dataset carries its rows). */
export const REST_BODY_LIMIT = 25 * 1024 * 1024;
/** Like Supabase's db-max-rows: a GET never returns more rows than this. */
export const MAX_ROWS = 1000;
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  rollback: boolean;
  applied: string[];
}

/** `Prefer` tokens, comma-separated, first occurrence wins, unknown ones ignored (wire §3.1). */
function parsePrefer(header: string | undefined): Prefer {
  const p: Prefer = { return: null, resolution: null, count: null, rollback: false, applied: [] };
  for (const raw of (header ?? '').split(',')) {
    const [k, v] = raw.trim().split('=').map((s) => s.trim());
    if (k === 'return' && !p.return && (v === 'minimal' || v === 'representation' || v === 'headers-only')) {
      p.return = v;
      p.applied.push(`return=${v}`);
    } else if (k === 'resolution' && !p.resolution && (v === 'merge-duplicates' || v === 'ignore-duplicates')) {
      p.resolution = v;
      p.applied.push(`resolution=${v}`);
    } else if (k === 'count' && !p.count && (v === 'exact' || v === 'planned' || v === 'estimated')) {
      p.count = v;
      p.applied.push(`count=${v}`);
    } else if (k === 'tx' && v === 'rollback') {
      p.rollback = true;
      p.applied.push('tx=rollback');
    }
  }
  return p;
}

/** Role from the JWT: Authorization Bearer first, else the apikey header, else anon (wire §1.2). */
async function claimsFor(ctx: AppContext, c: Context): Promise<RequestClaims | null> {
  const token = requestToken(c);
  if (!token) return null;
  try {
    return await verifyDataToken(ctx.config, token);
  } catch (err) {
    if (err instanceof JwtError) {
      const expired = err.expired;
      throw new PostgrestError(401, expired ? 'PGRST303' : 'PGRST301', expired ? 'JWT expired' : 'JWT could not be verified: signature or format is invalid', null, null, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${expired ? 'JWT expired' : 'JWT invalid'}"`,
      });
    }
    throw err;
  }
}

/** Thrown inside the transaction to roll it back: with an error to answer, or (tx=rollback) with the outcome to return anyway. */
class Rollback extends Error {
  constructor(
    readonly response: PostgrestError | null,
    readonly outcome: Outcome | null = null,
  ) {
    super(response?.message ?? 'rolled back');
  }
}

function singleError(n: number): PostgrestError {
  return new PostgrestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

function contentRange(first: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n === 0 ? `*/${t}` : `${first}-${first + n - 1}/${t}`;
}

function checkProfile(c: Context): void {
  const write = !['GET', 'HEAD'].includes(c.req.method);
  const profile = c.req.header(write ? 'content-profile' : 'accept-profile');
  if (profile && profile !== 'public') {
    throw new PostgrestError(406, 'PGRST106', `Invalid schema: ${profile}`, null, 'Only the following schemas are exposed: public');
  }
}

type BodyRows = { rows: Record<string, unknown>[]; keys: string[]; isArray: boolean };

async function readRows(c: Context, table: TableInfo, q: ParsedQuery): Promise<BodyRows> {
  let parsed: unknown;
  try {
    parsed = await readJson(c, REST_BODY_LIMIT);
  } catch (err) {
    if (err instanceof BodyError && err.kind === 'too_large') {
      throw new PostgrestError(413, 'PGRST413', `Payload too large: the limit is ${REST_BODY_LIMIT} bytes`);
    }
    if (err instanceof BodyError && err.kind === 'bad_text') throw new PostgrestError(400, 'PGRST102', err.message);
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', err instanceof Error ? err.message : null);
  }
  const isArray = Array.isArray(parsed);
  const rows = (isArray ? parsed : [parsed]) as unknown[];
  if (parsed === undefined || rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'The body must be a JSON object or an array of objects');
  }
  const objs = rows as Record<string, unknown>[];
  let keys: string[];
  if (q.columns) keys = q.columns;
  else {
    const set = new Set<string>();
    for (const r of objs) for (const k of Object.keys(r)) set.add(k);
    keys = [...set];
  }
  for (const k of keys) {
    if (!table.columns.has(k)) {
      throw new PostgrestError(400, 'PGRST204', `Could not find the '${k}' column of '${table.name}' in the schema cache`);
    }
  }
  return { rows: objs, keys, isArray };
}

interface Outcome {
  status: number;
  body: string | null;
  n: number;
  total: number | null;
  first: number;
  allInserted?: boolean;
}

export function createRestRoutes(ctx: AppContext): Hono {
  const schema = new SchemaCache(ctx.db);
  const r = new Hono();
  r.use('*', async (c, next) => {
    const bad = badUrlBytes(c.req.url);
    if (bad) throw new PostgrestError(400, 'PGRST100', bad);
    await next();
  });
  r.use('*', restRateLimit(ctx));

  async function table(name: string): Promise<TableInfo> {
    const t = await schema.table(name);
    if (!t) throw new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
    return t;
  }

  /** Runs one request in one transaction under the JWT's role; rolls back on errors, PGRST116 and tx=rollback. */
  async function run(c: Context, claims: RequestClaims | null, prefer: Prefer, fn: (tx: Sql) => Promise<Outcome>): Promise<Outcome> {
    const role = claims?.role ?? 'anon';
    try {
      return await asRole(
        ctx.db,
        claims,
        async (tx) => {
          const out = await fn(tx);
          if (prefer.rollback) throw new Rollback(null, out);
          return out;
        },
        { method: c.req.method, path: c.req.path, statementTimeout: role === 'anon' ? '3s' : '8s' },
      );
    } catch (err) {
      if (err instanceof Rollback) {
        if (err.outcome) return err.outcome;
        throw err.response ?? new PostgrestError(500, 'PGRST000', 'Internal server error');
      }
      if (err instanceof SessionEndedError) {
        throw new PostgrestError(401, 'PGRST301', 'JWT session has ended: signed out or revoked', null, null, {
          'WWW-Authenticate': 'Bearer error="invalid_token", error_description="session ended"',
        });
      }
      if (isPgError(err)) throw pgToPostgrest(err, role);
      throw err;
    }
  }

  /** What every table request starts from: schema profile, caller's claims, table, query, Prefer and Accept. */
  async function begin(c: Context) {
    checkProfile(c);
    const claims = await claimsFor(ctx, c);
    const t = await table(c.req.param('table') ?? '');
    const q = parseQuery(new URL(c.req.url).searchParams, t);
    const prefer = parsePrefer(c.req.header('prefer'));
    const single = (c.req.header('accept') ?? '').includes(OBJECT_MEDIA);
    return { claims, t, q, prefer, single };
  }

  r.on(['GET', 'HEAD'], '/:table', async (c) => {
    const { claims, t, q, prefer, single } = await begin(c);
    const params: unknown[] = [];
    const where = whereSql(q.filters, t, params);
    const limit = Math.min(q.limit ?? MAX_ROWS, MAX_ROWS);
    const offset = q.offset ?? 0;
    const countSql = prefer.count ? `(SELECT count(*) FROM public.${quote(t.name)} AS _t ${where})::int` : 'NULL::int';
    const sql = `SELECT coalesce(json_agg(_r), '[]'::json)::text AS body, count(_r.*)::int AS n, ${countSql} AS total
                   FROM (SELECT ${projection(q.select, t, '_t')} FROM public.${quote(t.name)} AS _t ${where} ${orderSql(q.order)}
                         LIMIT ${limit} OFFSET ${offset}) _r`;
    const out = await run(c, claims, prefer, async (tx) => {
      const res = await tx.query<{ body: string; n: number; total: number | null }>(sql, params);
      const row = res.rows[0] ?? { body: '[]', n: 0, total: null };
      return { status: 200, body: row.body, n: row.n, total: row.total, first: offset };
    });
    return respond(c, out, single, prefer, 'GET');
  });

  r.post('/:table', async (c) => {
    const { claims, t, q, prefer, single } = await begin(c);
    if (q.filters.length > 0) throw new PostgrestError(400, 'PGRST100', '"failed to parse request"', 'Filters are not allowed on insert');
    const { rows, keys } = await readRows(c, t, q);
    const upsert = prefer.resolution !== null;
    const conflict = q.onConflict ?? (upsert ? await primaryKey(t.name) : null);
    const cols = keys.map(quote).join(', ');
    let onConflictSql = '';
    if (upsert && conflict) {
      const target = `(${conflict.map(quote).join(', ')})`;
      const updatable = keys.filter((k) => !conflict.includes(k));
      onConflictSql =
        prefer.resolution === 'ignore-duplicates' || updatable.length === 0
          ? `ON CONFLICT ${target} DO NOTHING`
          : `ON CONFLICT ${target} DO UPDATE SET ${updatable.map((k) => `${quote(k)} = EXCLUDED.${quote(k)}`).join(', ')}`;
    }
    const params: unknown[] = [JSON.stringify(rows)];
    const insert =
      keys.length === 0
        ? `INSERT INTO public.${quote(t.name)} AS _t DEFAULT VALUES`
        : `INSERT INTO public.${quote(t.name)} AS _t (${cols})
             SELECT ${cols} FROM json_populate_recordset(NULL::public.${quote(t.name)}, ($1::text)::json) ${onConflictSql}`;
    const returning = prefer.return === 'representation';
    const sql = `WITH _ins AS (${insert} RETURNING _t.*, (_t.xmax = 0) AS "__tallyline_inserted")
                 SELECT ${returning ? `(SELECT coalesce(json_agg(_r), '[]'::json)::text FROM (SELECT ${projection(q.select, t, '_i')} FROM _ins _i) _r)` : 'NULL::text'} AS body,
                        (SELECT count(*) FROM _ins)::int AS n,
                        (SELECT coalesce(bool_or("__tallyline_inserted"), false) FROM _ins) AS inserted`;
    const out = await run(c, claims, prefer, async (tx) => {
      const res = await tx.query<{ body: string | null; n: number; inserted: boolean }>(sql, keys.length === 0 ? [] : params);
      const row = res.rows[0] ?? { body: null, n: 0, inserted: false };
      if (single && row.n !== 1) throw new Rollback(singleError(row.n));
      const status = upsert && !row.inserted && row.n > 0 ? 200 : 201;
      return { status, body: row.body, n: row.n, total: null, first: 0 };
    });
    return respond(c, out, single, prefer, 'POST');
  });

  r.patch('/:table', async (c) => {
    const { claims, t, q, prefer, single } = await begin(c);
    const { rows, keys, isArray } = await readRows(c, t, q);
    if (isArray) throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'PATCH takes a single JSON object');
    if (q.filters.length === 0) throw new PostgrestError(400, '21000', 'UPDATE requires a WHERE clause', null, 'Add a filter such as ?id=eq.<value>');
    const params: unknown[] = [JSON.stringify(rows[0])];
    const where = whereSql(q.filters, t, params);
    const returning = prefer.return === 'representation';
    const out = await run(c, claims, prefer, async (tx) => {
      if (keys.length === 0) return { status: returning ? 200 : 204, body: returning ? '[]' : null, n: 0, total: null, first: 0 };
      const sql = `WITH _u AS (UPDATE public.${quote(t.name)} AS _t SET ${keys.map((k) => `${quote(k)} = _b.${quote(k)}`).join(', ')}
                     FROM json_populate_record(NULL::public.${quote(t.name)}, ($1::text)::json) AS _b ${where} RETURNING _t.*)
                   SELECT ${returning ? `(SELECT coalesce(json_agg(_r), '[]'::json)::text FROM (SELECT ${projection(q.select, t, '_i')} FROM _u _i) _r)` : 'NULL::text'} AS body,
                          (SELECT count(*) FROM _u)::int AS n`;
      const res = await tx.query<{ body: string | null; n: number }>(sql, params);
      const row = res.rows[0] ?? { body: null, n: 0 };
      if (single && row.n !== 1) throw new Rollback(singleError(row.n));
      return { status: returning ? 200 : 204, body: row.body, n: row.n, total: null, first: 0 };
    });
    return respond(c, out, single, prefer, 'PATCH');
  });

  r.delete('/:table', async (c) => {
    const { claims, t, q, prefer, single } = await begin(c);
    if (q.filters.length === 0) throw new PostgrestError(400, '21000', 'DELETE requires a WHERE clause', null, 'Add a filter such as ?id=eq.<value>');
    const params: unknown[] = [];
    const where = whereSql(q.filters, t, params);
    const returning = prefer.return === 'representation';
    const sql = `WITH _d AS (DELETE FROM public.${quote(t.name)} AS _t ${where} RETURNING _t.*)
                 SELECT ${returning ? `(SELECT coalesce(json_agg(_r), '[]'::json)::text FROM (SELECT ${projection(q.select, t, '_i')} FROM _d _i) _r)` : 'NULL::text'} AS body,
                        (SELECT count(*) FROM _d)::int AS n`;
    const out = await run(c, claims, prefer, async (tx) => {
      const res = await tx.query<{ body: string | null; n: number }>(sql, params);
      const row = res.rows[0] ?? { body: null, n: 0 };
      if (single && row.n !== 1) throw new Rollback(singleError(row.n));
      return { status: returning ? 200 : 204, body: row.body, n: row.n, total: null, first: 0 };
    });
    return respond(c, out, single, prefer, 'DELETE');
  });

  /** PostgREST's RPC for the functions src/rest/rpc.ts lists: named arguments as a JSON object (POST) or the query (GET). */
  r.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', async (c) => {
    checkProfile(c);
    const claims = await claimsFor(ctx, c);
    let input: Record<string, unknown>;
    if (c.req.method === 'POST') {
      let parsed: unknown;
      try {
        parsed = await readJson(c, 64 * 1024);
      } catch (err) {
        if (err instanceof BodyError && err.kind === 'too_large') throw new PostgrestError(413, 'PGRST413', 'Payload too large: the limit is 65536 bytes');
        throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', err instanceof Error ? err.message : null);
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'The body must be a JSON object of named arguments');
      input = parsed as Record<string, unknown>;
    } else {
      input = Object.fromEntries(new URL(c.req.url).searchParams);
    }
    const { sql, params } = rpcCall(c.req.param('fn'), input, c.req.method === 'HEAD' ? 'GET' : c.req.method);
    const out = await run(c, claims, parsePrefer(undefined), async (tx) => {
      const res = await tx.query<{ body: string | null }>(sql, params);
      return { status: 200, body: res.rows[0]?.body ?? 'null', n: 1, total: null, first: 0 };
    });
    const headers = { 'Content-Type': 'application/json; charset=utf-8' };
    return new Response(c.req.method === 'HEAD' ? null : out.body, { status: 200, headers });
  });

  const pkCache = new Map<string, string[]>();
  async function primaryKey(name: string): Promise<string[] | null> {
    const hit = pkCache.get(name);
    if (hit) return hit;
    const res = await ctx.db.query<{ attname: string }>(
      `SELECT a.attname FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
        WHERE i.indrelid = ('public.' || quote_ident($1))::regclass AND i.indisprimary`,
      [name],
    );
    const cols = res.rows.map((r) => r.attname);
    if (cols.length) pkCache.set(name, cols);
    return cols.length ? cols : null;
  }

  r.all('*', () => {
    throw new PostgrestError(405, 'PGRST117', 'Unsupported HTTP method or path');
  });

  r.onError((err) => {
    let e: PostgrestError;
    if (err instanceof PostgrestError) e = err;
    else if (err instanceof Rollback && err.response) e = err.response;
    else if (isPgError(err)) e = pgToPostgrest(err, 'authenticated');
    // PostgREST's answer when no connection comes free in time.
    else if (err instanceof DatabaseBusyError) e = new PostgrestError(504, 'PGRST003', err.message, null, null, { 'Retry-After': String(err.retryAfterSeconds) });
    else {
      logError('[rest] unexpected error', err);
      e = new PostgrestError(500, 'PGRST000', 'Internal server error', null, null);
    }
    return new Response(JSON.stringify(e.body()), {
      status: e.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...e.headers },
    });
  });

  return r;
}

function respond(c: Context, out: Outcome, single: boolean, prefer: Prefer, method: string): Response {
  const headers = new Headers();
  if (prefer.applied.length) headers.set('Preference-Applied', prefer.applied.join(', '));
  if (method === 'GET') headers.set('Content-Range', contentRange(out.first, out.n, out.total));
  else if (method === 'PATCH') headers.set('Content-Range', out.n ? `0-${out.n - 1}/*` : '*/*');
  else headers.set('Content-Range', '*/*');

  if (method === 'GET' && single && out.n !== 1) throw singleError(out.n);
  let body = out.body;
  if (body !== null && single) {
    const arr = JSON.parse(body) as unknown[];
    body = JSON.stringify(arr[0] ?? null);
  }
  if (body === null) return new Response(null, { status: out.status, headers });
  headers.set('Content-Type', single ? `${OBJECT_MEDIA}; charset=utf-8` : 'application/json; charset=utf-8');
  if (c.req.method === 'HEAD') return new Response(null, { status: out.status, headers });
  return new Response(body, { status: out.status, headers });
}
