import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from './context.js';
import { apiRoot } from './paths.js';
import { hashPassword } from './auth/passwordHash.js';

export const DEMO_EMAIL = 'demo@tallyline.example';
export const DEMO_PASSWORD = 'tallyline-demo';
export const DEMO_NAME = 'Demo User';
const SAMPLE_FILE = 'sample-sales.csv';

type Cell = string | number;

/**
 * Parses the sample file shipped in apps/api/seed: a well-formed CSV without
 * quoted fields (so a split per line is exact). Numeric cells become numbers,
 * as the app's own parser does.
 */
export function parseSampleCsv(text: string): { headers: string[]; rows: Array<Record<string, Cell>> } {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const headers = (lines[0] ?? '').split(',').map((h) => h.trim());
  const rows = lines.slice(1).map((line) => {
    const cells = line.split(',');
    if (cells.length !== headers.length) throw new Error(`seed CSV: expected ${headers.length} cells, got ${cells.length} in "${line}"`);
    const row: Record<string, Cell> = {};
    headers.forEach((h, i) => {
      const raw = (cells[i] ?? '').trim();
      row[h] = raw !== '' && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
    });
    return row;
  });
  return { headers, rows };
}

/** Creates the confirmed demo account and its sample dataset on first start; does nothing afterwards. */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const existing = await ctx.db.query('SELECT 1 FROM auth.users WHERE email = $1', [DEMO_EMAIL]);
  if (existing.rows.length > 0) return;
  const csv = await readFile(join(apiRoot(), 'seed', SAMPLE_FILE), 'utf8');
  const { headers, rows } = parseSampleCsv(csv);
  const hash = await hashPassword(DEMO_PASSWORD);
  const id = randomUUID();
  await ctx.db.transaction(async (sql) => {
    // Another process may have seeded in the meantime (shared DATABASE_URL).
    const again = await sql.query('SELECT 1 FROM auth.users WHERE email = $1', [DEMO_EMAIL]);
    if (again.rows.length > 0) return;
    const meta = { full_name: DEMO_NAME, sub: id, email: DEMO_EMAIL, email_verified: true, phone_verified: false };
    await sql.query(
      `INSERT INTO auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, is_super_admin)
       VALUES ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(), $4::jsonb, $5::jsonb, false)`,
      [id, DEMO_EMAIL, hash, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(meta)],
    );
    await sql.query(`INSERT INTO auth.identities (provider_id, user_id, identity_data, provider) VALUES ($1::text, $1::uuid, $2::jsonb, 'email')`, [
      id,
      JSON.stringify({ sub: id, email: DEMO_EMAIL, email_verified: true, phone_verified: false }),
    ]);
    await sql.query(
      `INSERT INTO public.datasets (user_id, name, description, file_name, headers, row_count, column_count, data)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb)`,
      [id, 'sample-sales', 'Weekly sales by region and product, January to June 2025', SAMPLE_FILE, JSON.stringify(headers), rows.length, headers.length, JSON.stringify(rows)],
    );
  });
  console.log(`[seed] created the demo account ${DEMO_EMAIL} with a sample dataset (${rows.length} rows)`);
}
