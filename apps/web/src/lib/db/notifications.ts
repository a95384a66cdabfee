import { getClient } from './client.js';
import { ok, run, type DbResult } from './result.js';

/** A row of the notifications table (migrations 0420, 0422): only real events, the user's own. */
export interface NotificationRow {
  id: string;
  kind: 'upload_finished' | 'api_key_created' | 'share_opened';
  subject: string;
  created_at: string;
  read_at: string | null;
}

/** The user's newest notifications, newest first (row-level security keeps them to the owner). */
export async function listNotifications(limit = 20): Promise<DbResult<NotificationRow[]>> {
  return run(
    async () => (await getClient()).from('notifications').select('id,kind,subject,created_at,read_at').order('created_at', { ascending: false }).limit(limit),
    (rows) => (rows ?? []) as NotificationRow[],
  );
}

/** Records that an upload of the signed-in user finished (the one kind a user may report). */
export async function reportUploadFinished(fileName: string): Promise<DbResult<null>> {
  return run(async () => (await getClient()).from('notifications').insert({ kind: 'upload_finished', subject: fileName.slice(0, 200) || 'file' }), () => null);
}

/** Marks these notifications read now. */
export async function markNotificationsRead(ids: string[]): Promise<DbResult<null>> {
  if (ids.length === 0) return ok(null);
  return run(async () => (await getClient()).from('notifications').update({ read_at: new Date().toISOString() }).in('id', ids), () => null);
}
