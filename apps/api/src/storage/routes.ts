import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { JwtError, verifyDataToken } from '../auth/jwt.js';
import type { AppContext } from '../context.js';
import { asRole, SessionEndedError } from '../db/asRole.js';
import { DatabaseBusyError } from '../db/turns.js';
import type { RequestClaims, Sql } from '../db/types.js';
import { badUrlBytes } from '../http/badInput.js';
import { BodyError, discardBody, readBodyBytes, requestToken } from '../http/request.js';
import { isPgError } from '../rest/errors.js';
import { logError } from '../http/logError.js';
import { insertObjectRow as insertRow, objectFilePath, objectMeta, writeObjectFile, type ObjectMeta } from './objects.js';

/** Largest upload request to a bucket without its own file size limit. */
export const STORAGE_BODY_LIMIT = 10 * 1024 * 1024;
/** Room for the multipart envelope around a file that is exactly at its bucket's limit. */
const MULTIPART_SLACK = 64 * 1024;
const KEY_RE = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

/** Storage's error form: HTTP 400 (500 internal) with the real status as a string in `statusCode` (wire §4.4). */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const errors = {
  duplicate: () => new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  denied: (m = 'new row violates row-level security policy') => new StorageError('403', 'AccessDenied', 'Unauthorized', m),
  noKey: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  noBucket: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  tooLarge: () => new StorageError('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  mime: (t: string) => new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${t} is not supported`),
  invalidKey: (k: string) => new StorageError('400', 'InvalidKey', 'Invalid Input', `Invalid key: ${k}`),
  invalid: (m: string) => new StorageError('400', 'InvalidRequest', 'Invalid Input', m),
};

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

function mimeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((a) => {
    const p = a.toLowerCase();
    return p.endsWith('/*') ? base.startsWith(p.slice(0, -1)) : base === p;
  });
}

function objectName(raw: string): string {
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    throw errors.invalidKey(raw);
  }
  name = name.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
  if (!name || name.length > 1024 || !KEY_RE.test(name) || name.split('/').some((seg) => seg === '.' || seg === '..')) throw errors.invalidKey(name || raw);
  return name;
}

/** The path after `/object/<prefix…>/<bucket>/` in the raw URL (kept encoded, decoded once above). */
function splitPath(c: Context, prefix: string): { bucket: string; name: string } {
  const url = new URL(c.req.url);
  const rest = url.pathname.slice(url.pathname.indexOf(prefix) + prefix.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) throw errors.invalid('The path must be <bucket>/<object name>');
  let bucket: string;
  try {
    bucket = decodeURIComponent(rest.slice(0, slash));
  } catch {
    throw errors.noBucket();
  }
  return { bucket, name: objectName(rest.slice(slash + 1)) };
}

export function createStorageRoutes(ctx: AppContext): Hono {
  const r = new Hono();
  r.use('*', async (c, next) => {
    const bad = badUrlBytes(c.req.url);
    if (bad) throw errors.invalid(bad);
    await next();
  });
  const filePath = (bucket: string, id: string) => objectFilePath(ctx.config.dataDir, bucket, id);

  async function claimsFor(c: Context): Promise<RequestClaims | null> {
    const token = requestToken(c);
    if (!token) return null;
    try {
      return await verifyDataToken(ctx.config, token);
    } catch (err) {
      if (err instanceof JwtError) throw errors.denied(err.expired ? 'jwt expired' : 'invalid signature or malformed JWT');
      throw err;
    }
  }

  async function bucket(id: string): Promise<Bucket> {
    const res = await ctx.db.query<Bucket>('SELECT id, public, file_size_limit, allowed_mime_types FROM storage.buckets WHERE id = $1', [id]);
    const b = res.rows[0];
    if (!b) throw errors.noBucket();
    return b;
  }

  /** Upload body → bytes, content type, cache control. Multipart (Blob/File) or raw bytes. */
  async function readUpload(c: Context, fileLimit: number | null): Promise<{ bytes: Uint8Array; type: string; cacheControl: string }> {
    let raw: Uint8Array;
    try {
      raw = await readBodyBytes(c, (fileLimit ?? STORAGE_BODY_LIMIT) + MULTIPART_SLACK);
    } catch (err) {
      if (err instanceof BodyError) throw errors.tooLarge();
      throw err;
    }
    const contentType = c.req.header('content-type') ?? 'application/octet-stream';
    if (contentType.toLowerCase().startsWith('multipart/form-data')) {
      let form: FormData;
      try {
        form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': contentType }, body: raw }).formData();
      } catch {
        throw errors.invalid('Could not parse the multipart body');
      }
      let file: File | null = null;
      let cache = '3600';
      for (const [key, value] of form.entries()) {
        if (typeof value !== 'string' && !file) file = value;
        else if (key === 'cacheControl' && typeof value === 'string') cache = value;
      }
      if (!file) throw errors.invalid('No file part in the multipart body');
      return { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type || 'application/octet-stream', cacheControl: `max-age=${cache.replace(/^max-age=/, '')}` };
    }
    return { bytes: raw, type: contentType, cacheControl: c.req.header('cache-control') ?? 'max-age=3600' };
  }

  /** The object's row, written as the caller's role (RLS decides); answers its id. */
  async function insertObjectRow(tx: Sql, row: Parameters<typeof insertRow>[1]): Promise<string> {
    const id = await insertRow(tx, row);
    if (!id) throw errors.denied();
    return id;
  }

  function writeError(err: unknown): unknown {
    if (isPgError(err)) {
      if (err.code === '23505') return errors.duplicate();
      if (err.code === '42501') return errors.denied();
      if (err.code === '22P02') return errors.denied('invalid user id in JWT');
    }
    return err;
  }

  /**
   * May this caller write this object? Asked before a byte of the body is read (issue 14:
   * anonymous 100 MB uploads were read whole before the 403): the row is inserted as the
   * caller's role and rolled back, so the same policies answer that will guard the real write.
   */
  async function assertMayWrite(claims: RequestClaims | null, bucketId: string, name: string, upsert: boolean): Promise<void> {
    const probed = Symbol('probed');
    try {
      await asRole(ctx.db, claims, async (tx) => {
        await insertObjectRow(tx, { bucketId, name, owner: claims?.sub ?? null, meta: {}, upsert });
        throw probed;
      });
    } catch (err) {
      if (err !== probed) throw writeError(err);
    }
  }

  async function upload(c: Context, upsert: boolean): Promise<Response> {
    const { bucket: bucketId, name } = splitPath(c, '/object/');
    const claims = await claimsFor(c);
    const b = await bucket(bucketId);
    const limit = b.file_size_limit === null ? null : Number(b.file_size_limit);
    const declared = Number(c.req.header('content-length') ?? '');
    if (Number.isFinite(declared) && declared > (limit ?? STORAGE_BODY_LIMIT) + MULTIPART_SLACK) {
      discardBody(c);
      throw errors.tooLarge();
    }
    await assertMayWrite(claims, bucketId, name, upsert);
    const { bytes, type, cacheControl } = await readUpload(c, limit);
    if (limit !== null && bytes.byteLength > limit) throw errors.tooLarge();
    if (!mimeAllowed(type, b.allowed_mime_types)) throw errors.mime(type);

    const meta = objectMeta(bytes, type, cacheControl);
    try {
      const id = await asRole(ctx.db, claims, async (tx) => {
        const objectId = await insertObjectRow(tx, { bucketId, name, owner: claims?.sub ?? null, meta, upsert });
        // Bytes land before COMMIT (temp file + rename), so a committed row always has its file.
        await writeObjectFile(ctx.config.dataDir, bucketId, objectId, bytes);
        return objectId;
      });
      return c.json({ Id: id, Key: `${bucketId}/${name}` });
    } catch (err) {
      throw writeError(err);
    }
  }

  r.post('/object/:bucket/*', (c) => upload(c, c.req.header('x-upsert') === 'true'));
  r.put('/object/:bucket/*', (c) => upload(c, true));

  async function sendObject(c: Context, bucketId: string, row: { id: string; metadata: ObjectMeta | string | null }): Promise<Response> {
    const meta = (typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata) as ObjectMeta | null;
    const file = filePath(bucketId, row.id);
    const s = await stat(file).catch(() => null);
    if (!s) throw errors.noKey();
    const headers = new Headers({
      'Content-Type': meta?.mimetype ?? 'application/octet-stream',
      'Content-Length': String(s.size),
      'Cache-Control': meta?.cacheControl ?? 'max-age=3600',
      'Last-Modified': new Date(meta?.lastModified ?? s.mtime).toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      // Uploaded files are served as data, never as a page on this origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    if (meta?.eTag) headers.set('ETag', meta.eTag);
    if (meta?.eTag && c.req.header('if-none-match') === meta.eTag) return new Response(null, { status: 304, headers });
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, { status: 200, headers });
  }

  // Public objects: no headers needed (plain <img src>), RLS not consulted (wire §4.2).
  r.on(['GET', 'HEAD'], '/object/public/:bucket/*', async (c) => {
    const { bucket: bucketId, name } = splitPath(c, '/object/public/');
    const res = await ctx.db.query<{ id: string; metadata: ObjectMeta | null; public: boolean }>(
      `SELECT o.id, o.metadata, b.public FROM storage.buckets b LEFT JOIN storage.objects o ON o.bucket_id = b.id AND o.name = $2 WHERE b.id = $1`,
      [bucketId, name],
    );
    const row = res.rows[0];
    if (!row || !row.public) throw errors.noBucket();
    if (!row.id) throw errors.noKey();
    return sendObject(c, bucketId, row);
  });

  async function authenticatedGet(c: Context, prefix: string): Promise<Response> {
    const { bucket: bucketId, name } = splitPath(c, prefix);
    const claims = await claimsFor(c);
    const b = await bucket(bucketId);
    const row = b.public
      ? (await ctx.db.query<{ id: string; metadata: ObjectMeta | null }>('SELECT id, metadata FROM storage.objects WHERE bucket_id = $1 AND name = $2', [bucketId, name])).rows[0]
      : await asRole(ctx.db, claims, async (tx) =>
          (await tx.query<{ id: string; metadata: ObjectMeta | null }>('SELECT id, metadata FROM storage.objects WHERE bucket_id = $1 AND name = $2', [bucketId, name])).rows[0],
        );
    if (!row) throw errors.noKey();
    return sendObject(c, bucketId, row);
  }
  r.on(['GET', 'HEAD'], '/object/authenticated/:bucket/*', (c) => authenticatedGet(c, '/object/authenticated/'));
  r.on(['GET', 'HEAD'], '/object/:bucket/*', (c) => authenticatedGet(c, '/object/'));

  // remove(): DELETE /object/<bucket> with {"prefixes": [names]}; RLS decides which rows go.
  r.delete('/object/:bucket', async (c) => {
    const bucketId = c.req.param('bucket');
    const claims = await claimsFor(c);
    await bucket(bucketId);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(await readBodyBytes(c, 1024 * 1024)));
    } catch {
      throw errors.invalid('Expected a JSON body {"prefixes": [...]}');
    }
    const prefixes = (body as { prefixes?: unknown }).prefixes;
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string') || prefixes.length > 1000) {
      throw errors.invalid('prefixes must be an array of object names');
    }
    const names = (prefixes as string[]).map((p) => p.replace(/^\/+|\/+$/g, ''));
    const deleted = await asRole(ctx.db, claims, async (tx) =>
      (
        await tx.query<Record<string, unknown> & { id: string }>(
          `DELETE FROM storage.objects WHERE bucket_id = $1 AND name IN (SELECT jsonb_array_elements_text(($2::text)::jsonb))
           RETURNING id, bucket_id, name, owner, owner_id, metadata, created_at, updated_at, last_accessed_at`,
          [bucketId, JSON.stringify(names)],
        )
      ).rows,
    );
    await Promise.all(deleted.map((d) => rm(filePath(bucketId, d.id), { force: true })));
    return c.json(deleted);
  });

  r.all('*', () => {
    throw new StorageError('404', 'NotFound', 'Not Found', 'Route not found');
  });

  r.onError((err, c) => {
    if (err instanceof SessionEndedError) return c.json({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: err.message }, 400);
    if (err instanceof StorageError) {
      return c.json({ statusCode: err.statusCode, code: err.code, error: err.error, message: err.message }, 400);
    }
    if (err instanceof DatabaseBusyError) {
      return c.json({ statusCode: '503', code: 'DatabaseTimeout', error: 'busy', message: err.message }, 503, { 'Retry-After': String(err.retryAfterSeconds) });
    }
    logError('[storage] unexpected error', err);
    return c.json({ statusCode: '500', code: 'InternalError', error: 'internal', message: 'Internal server error' }, 500);
  });
  return r;
}
