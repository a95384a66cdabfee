import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from '../db/types.js';

/**
 * Where Storage keeps an object's bytes, and how a row of storage.objects is written: shared by the
 * /storage/v1 routes and by server code that reads or writes objects itself (the /v1 API reading a
 * saved dataset's original file). One layout: `<data dir>/storage/<bucket>/<object id>`.
 */

/** The file that holds an object's bytes. */
export function objectFilePath(dataDir: string, bucketId: string, objectId: string): string {
  return join(dataDir, 'storage', encodeURIComponent(bucketId), objectId);
}

/** Storage's object metadata (what supabase-js reads back). */
export interface ObjectMeta {
  mimetype: string;
  size: number;
  cacheControl: string;
  eTag: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** The metadata of `bytes` stored as `mimetype`. */
export function objectMeta(bytes: Uint8Array, mimetype: string, cacheControl = 'max-age=3600'): ObjectMeta {
  return {
    mimetype,
    size: bytes.byteLength,
    cacheControl,
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    lastModified: new Date().toISOString(),
    contentLength: bytes.byteLength,
    httpStatusCode: 200,
  };
}

/**
 * Inserts (or with `upsert` replaces) the object's row as the transaction's role, so row-level security
 * decides; answers its id, or null when a policy let no row through.
 */
export async function insertObjectRow(
  tx: Sql,
  row: { bucketId: string; name: string; owner: string | null; meta: ObjectMeta | Record<string, never>; upsert: boolean },
): Promise<string | null> {
  const res = await tx.query<{ id: string }>(
    `INSERT INTO storage.objects (bucket_id, name, owner, owner_id, metadata, version)
     VALUES ($1, $2, $3::uuid, $3::text, ($4::text)::jsonb, $5)
     ${row.upsert ? `ON CONFLICT (bucket_id, name) DO UPDATE SET metadata = EXCLUDED.metadata, version = EXCLUDED.version,
                   owner = EXCLUDED.owner, owner_id = EXCLUDED.owner_id, updated_at = now(), last_accessed_at = now()` : ''}
     RETURNING id`,
    [row.bucketId, row.name, row.owner, JSON.stringify(row.meta), randomUUID()],
  );
  return res.rows[0]?.id ?? null;
}

/** Writes an object's bytes (temp file + rename), inside the transaction of its row so a committed row always has its file. */
export async function writeObjectFile(dataDir: string, bucketId: string, objectId: string, bytes: Uint8Array): Promise<void> {
  const dest = objectFilePath(dataDir, bucketId, objectId);
  await mkdir(join(dataDir, 'storage', encodeURIComponent(bucketId)), { recursive: true });
  const tmp = `${dest}.${randomUUID()}.tmp`;
  await writeFile(tmp, bytes, { mode: 0o600 });
  await rename(tmp, dest);
}
