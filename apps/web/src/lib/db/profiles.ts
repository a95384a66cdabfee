import { getClient } from './client.js';
import { run, type DbResult } from './result.js';

/** A row of the profiles table (spec app.md §3). */
export interface Profile {
  id: string;
  email: string | null;
  full_name: string | null;
  phone: string | null;
  avatar_url: string | null;
  created_at: string | null;
  updated_at: string | null;
}

/** The user's profile row. */
export async function getProfile(userId: string): Promise<DbResult<Profile>> {
  return run(async () => (await getClient()).from('profiles').select('*').eq('id', userId).single(), (d) => d as Profile);
}

/** Spec §7 "Upsert profile on sign-in": id, email, full_name, updated_at; conflict on id. */
export async function upsertProfileOnSignIn(row: { id: string; email: string | null; full_name: string | null }): Promise<DbResult<null>> {
  const payload: Record<string, unknown> = { id: row.id, email: row.email, updated_at: new Date().toISOString() };
  if (row.full_name) payload.full_name = row.full_name;
  return run(async () => (await getClient()).from('profiles').upsert(payload, { onConflict: 'id' }), () => null);
}

/** Spec §7 "Update profile": full_name, phone, updated_at. */
export async function updateProfile(userId: string, fields: { full_name: string; phone: string | null }): Promise<DbResult<null>> {
  return run(async () => (await getClient()).from('profiles').update({ ...fields, updated_at: new Date().toISOString() }).eq('id', userId), () => null);
}

/** Spec §7 "Save avatar": avatar_url, updated_at. */
export async function updateAvatarUrl(userId: string, avatarUrl: string): Promise<DbResult<null>> {
  return run(async () => (await getClient()).from('profiles').update({ avatar_url: avatarUrl, updated_at: new Date().toISOString() }).eq('id', userId), () => null);
}
