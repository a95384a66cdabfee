import { errorMessage } from '../errorMessage.js';
import { getClient } from './client.js';

/** A row of the notifications table (migration 0420): only real events, the user's own. */
export interface NotificationRow {
  id: string;
  kind: 'upload_finished' | 'api_key_created';
  subject: string;
  created_at: string;
  read_at: string | null;
}

export type DbResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** The user's newest notifications, newest first (row-level security keeps them to the owner). */
export async function listNotifications(limit = 20): Promise<DbResult<NotificationRow[]>> {
  try {
    const c = await getClient();
    const { data, error } = await c.from('notifications').select('id,kind,subject,created_at,read_at').order('created_at', { ascending: false }).limit(limit);
    return error ? { ok: false, message: error.message } : { ok: true, value: (data ?? []) as NotificationRow[] };
  } catch (e) {
    return { ok: false, message: errorMessage(e) };
  }
}

/** Records that an upload of the signed-in user finished (the one kind a user may report). */
export async function reportUploadFinished(fileName: string): Promise<DbResult<null>> {
  try {
    const c = await getClient();
    const { error } = await c.from('notifications').insert({ kind: 'upload_finished', subject: fileName.slice(0, 200) || 'file' });
    return error ? { ok: false, message: error.message } : { ok: true, value: null };
  } catch (e) {
    return { ok: false, message: errorMessage(e) };
  }
}

/** Marks these notifications read now. */
export async function markNotificationsRead(ids: string[]): Promise<DbResult<null>> {
  if (ids.length === 0) return { ok: true, value: null };
  try {
    const c = await getClient();
    const { error } = await c.from('notifications').update({ read_at: new Date().toISOString() }).in('id', ids);
    return error ? { ok: false, message: error.message } : { ok: true, value: null };
  } catch (e) {
    return { ok: false, message: errorMessage(e) };
  }
}
