import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../context.js';
import { badTextIn, decodeUtf8 } from './badInput.js';

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The server's public origin, for e-mail links, the JWT issuer and /app/config.json:
 * PUBLIC_URL when set (always set it in production). Without it, the Host the request was
 * sent to, on the connection's scheme or a proxy's X-Forwarded-Proto (http/https only).
 * X-Forwarded-Host is never trusted (issue 14: it pointed config.json and e-mail links
 * wherever a request said).
 */
export function requestOrigin(c: Context, config: Pick<Config, 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  const url = new URL(c.req.url);
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const proto = forwarded === 'http' || forwarded === 'https' ? forwarded : url.protocol.replace(':', '');
  const host = c.req.header('host') ?? '';
  return `${proto}://${HOST.test(host) ? host : url.host}`;
}

/** The client's IP: the socket address (X-Forwarded-For is not trusted: anyone can send it). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

/** The JWT of a REST or Storage request: `Authorization: Bearer …`, else the `apikey` header (wire §1.2). */
export function requestToken(c: Context): string | undefined {
  const auth = c.req.header('authorization');
  return (auth ? /^Bearer\s+(\S+)$/i.exec(auth)?.[1] : undefined) ?? c.req.header('apikey');
}

export class BodyError extends Error {
  constructor(
    readonly kind: 'too_large' | 'bad_json' | 'bad_text',
    message: string,
  ) {
    super(message);
  }
}

/** Beyond this much discarded, a body is cut off (the socket closes): nobody uploads a gigabyte to be refused. */
export const MAX_DISCARD_BYTES = 1024 * 1024 * 1024;

/** How long an answer waits for a refused body of declared length to be read to its end. */
export const SETTLE_WAIT_MS = 60_000;

/** The background reads of refused bodies, by request, so the answer can wait for them. */
const drains = new WeakMap<Request, Promise<void>>();

/**
 * Reads the rest of a body and throws it away, without holding it. A request answered before
 * its body was read (refused for its size or its credentials) is drained rather than cut off:
 * closing the socket mid-upload makes the client see a reset ("fetch failed") instead of the
 * answer. Bounded by MAX_DISCARD_BYTES and by the server's request timeout.
 */
function drain(request: Request, reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const done = (async () => {
    let seen = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > MAX_DISCARD_BYTES) {
        await reader.cancel();
        return;
      }
    }
  })().catch(() => undefined);
  drains.set(request, done);
}

/** Drains the request's body in the background unless something already reads it. */
export function discardBody(c: Context): void {
  const unread = unreadBody(c);
  if (unread) drain(unread.request, unread.body.getReader());
}

/** The request and its body when nothing has read it yet, else null. */
function unreadBody(c: Context): { request: Request; body: ReadableStream<Uint8Array> } | null {
  try {
    const request = c.req.raw;
    const body = request.body;
    return body && !request.bodyUsed && !body.locked ? { request, body } : null;
  } catch {
    // @hono/node-server builds the Request lazily from the socket; once the route has read the
    // body that way, building it throws ("disturbed or locked"): there is nothing left to drain.
    // Found by the load bench: /v1 inserts were stored and then answered 500.
    return null;
  }
}

/** The background read of the request's refused body, if one was started. */
function drainOf(c: Context): Promise<void> | undefined {
  try {
    return drains.get(c.req.raw);
  } catch {
    return undefined; // see unreadBody
  }
}

/**
 * Before a refusal goes out, lets the client finish sending a body whose length it declared
 * (up to MAX_DISCARD_BYTES, for at most `waitMs`): undici — Node's fetch, supabase-js on a
 * server — resets a connection whose answer completes while it is still sending, so an early
 * 413 reached it as "fetch failed" or a cut-off JSON body (issue 14's flake, more often the
 * busier the machine). Nothing is kept; the decision was taken before the body was read. A
 * body of unknown length (which may never end) is answered at once.
 */
export async function settleBody(c: Context, waitMs = SETTLE_WAIT_MS): Promise<void> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
  discardBody(c);
  const draining = drainOf(c);
  const length = c.req.header('content-length'); // absent: chunked, of unknown length
  const declared = length === undefined ? NaN : Number(length);
  if (!draining || !Number.isFinite(declared) || declared > MAX_DISCARD_BYTES) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([draining, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}

/**
 * Reads the body, refusing more than `limit` bytes: at once when Content-Length says so
 * (nothing is read), else as soon as the count passes it. Either way the rest of the body
 * is drained, not kept (see settleBody for when the answer goes out).
 */
export async function readBodyBytes(c: Context, limit: number): Promise<Uint8Array> {
  const tooLarge = () => new BodyError('too_large', `Request body is larger than the limit of ${limit} bytes`);
  const body = c.req.raw.body;
  const declared = Number(c.req.header('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) {
    if (body) drain(c.req.raw, body.getReader());
    throw tooLarge();
  }
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      drain(c.req.raw, reader);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let off = 0;
  for (const ch of chunks) {
    out.set(ch, off);
    off += ch.byteLength;
  }
  return out;
}

/**
 * Parses a JSON body; empty → undefined. Throws BodyError: 'bad_json' with the parser's reason
 * (or when the bytes are not UTF-8), 'bad_text' naming a field that holds text Postgres
 * cannot store (NUL, unpaired surrogates).
 */
export async function readJson(c: Context, limit: number): Promise<unknown> {
  const decoded = decodeUtf8(await readBodyBytes(c, limit));
  if ('error' in decoded) throw new BodyError('bad_json', decoded.error);
  if (decoded.text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoded.text) as unknown;
  } catch (err) {
    throw new BodyError('bad_json', err instanceof Error ? err.message : 'invalid JSON');
  }
  const bad = decoded.text.includes('\\u') ? badTextIn(parsed) : null;
  if (bad) throw new BodyError('bad_text', bad);
  return parsed;
}
