import { createHash } from 'node:crypto';
import type { Db } from '../db/types.js';
import type { ContactForm } from './contactRules.js';

/** At most this many messages from one address per hour (the contact form's rate limit). */
export const CONTACT_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** The sender's address as stored: SHA-256 of the server secret and the IP, never the IP itself. */
export function senderHash(secret: string, ip: string): string {
  return createHash('sha256').update(`${secret}\0contact\0${ip}`).digest('hex');
}

export type StoreResult = { stored: true; id: number; receivedAt: string } | { stored: false; retryAfterSeconds: number };

/**
 * Stores a validated message unless its sender already wrote 5 in the last hour; then answers how
 * long until the oldest of those is an hour old. The count and the insert are one transaction
 * (serialised per sender on Postgres), so parallel requests cannot slip past the limit.
 */
export async function storeContactMessage(db: Db, form: ContactForm, sender: string, now: Date): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [sender]);
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    const recent = await tx.query<{ created_at: Date }>(
      'SELECT created_at FROM public.contact_messages WHERE sender_hash = $1 AND created_at > $2 ORDER BY created_at ASC',
      [sender, since],
    );
    if (recent.rows.length >= CONTACT_PER_HOUR) {
      const oldest = new Date(recent.rows[0]!.created_at).getTime();
      return { stored: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000)) };
    }
    const inserted = await tx.query<{ id: string | number; created_at: Date }>(
      `INSERT INTO public.contact_messages (name, email, subject, message, sender_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
      [form.name.trim(), form.email.trim(), form.subject, form.message.trim(), sender, now.toISOString()],
    );
    const row = inserted.rows[0]!;
    return { stored: true, id: Number(row.id), receivedAt: new Date(row.created_at).toISOString() };
  });
}
