import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The origin the client used (honours X-Forwarded-Proto/Host from a reverse proxy). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host') || url.host;
  return `${proto}://${host}`;
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
    readonly kind: 'too_large' | 'bad_json',
    message: string,
  ) {
    super(message);
  }
}

/** Reads the body as text, refusing more than `limit` bytes (checked on Content-Length and while reading). */
export async function readBodyBytes(c: Context, limit: number): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw new BodyError('too_large', `Request body is larger than the limit of ${limit} bytes`);
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyError('too_large', `Request body is larger than the limit of ${limit} bytes`);
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

/** Parses a JSON body; empty → undefined. Throws BodyError('bad_json') with the parser's reason. */
export async function readJson(c: Context, limit: number): Promise<unknown> {
  const bytes = await readBodyBytes(c, limit);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new BodyError('bad_json', err instanceof Error ? err.message : 'invalid JSON');
  }
}
