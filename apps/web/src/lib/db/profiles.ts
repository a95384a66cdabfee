import { getClient } from './client.js';

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

/** The user's profile row, or null when there is none or it cannot be read. */
export async function getProfile(userId: string): Promise<{ profile: Profile | null; error: string | null }> {
  const c = await getClient();
  const { data, error } = await c.from('profiles').select('*').eq('id', userId).single();
  return { profile: (data as Profile | null) ?? null, error: error ? error.message : null };
}

/** Spec §7 "Upsert profile on sign-in": id, email, full_name, updated_at; conflict on id. */
export async function upsertProfileOnSignIn(row: { id: string; email: string | null; full_name: string | null }): Promise<string | null> {
  const c = await getClient();
  const payload: Record<string, unknown> = { id: row.id, email: row.email, updated_at: new Date().toISOString() };
  if (row.full_name) payload.full_name = row.full_name;
  const { error } = await c.from('profiles').upsert(payload, { onConflict: 'id' });
  return error ? error.message : null;
}

/** Spec §7 "Update profile": full_name, phone, updated_at. */
export async function updateProfile(userId: string, fields: { full_name: string; phone: string | null }): Promise<string | null> {
  const c = await getClient();
  const { error } = await c.from('profiles').update({ ...fields, updated_at: new Date().toISOString() }).eq('id', userId);
  return error ? error.message : null;
}

/** Spec §7 "Save avatar": avatar_url, updated_at. */
export async function updateAvatarUrl(userId: string, avatarUrl: string): Promise<string | null> {
  const c = await getClient();
  const { error } = await c.from('profiles').update({ avatar_url: avatarUrl, updated_at: new Date().toISOString() }).eq('id', userId);
  return error ? error.message : null;
}
