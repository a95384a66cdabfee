import { getClient } from './client.js';
import { fail, ok, toDbError, type DbResult } from './result.js';

/** The object path of spec §7: avatars/ + user id + a random number + the file's extension. */
export function avatarPath(userId: string, fileName: string, random: number = Math.random()): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot).toLowerCase() : '';
  return `avatars/${userId}${String(random).replace('0.', '')}${ext}`;
}

/** Uploads to bucket 'avatars' and answers the public URL. */
export async function uploadAvatar(userId: string, file: File): Promise<DbResult<string>> {
  try {
    const c = await getClient();
    const path = avatarPath(userId, file.name);
    const { error } = await c.storage.from('avatars').upload(path, file, { contentType: file.type, upsert: false });
    if (error) return fail(toDbError(error));
    return ok(c.storage.from('avatars').getPublicUrl(path).data.publicUrl);
  } catch (e) {
    return fail(toDbError(e));
  }
}
