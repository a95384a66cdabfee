import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../config.js';
import { getClient } from './client.js';
import { upsertKeepingId, type UpsertResult } from './upsertKeepingId.js';
import { errorMessage } from '../errorMessage.js';

/** A row of the dashboards table (spec app.md §3 stored records). */
export interface DashboardRow {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  layout: unknown;
  widgets: unknown;
  is_public: boolean;
  updated_at: string;
}

export interface DashboardSave {
  /** The row id from an earlier save; absent on the first save. */
  id?: string | undefined;
  user_id: string;
  name: string;
  description: string;
  layout: unknown;
  widgets: unknown;
  is_public: boolean;
}

/**
 * Spec §7 "Save dashboard on update": upsert on id with user_id, name, description, layout,
 * widgets, is_public, updated_at. Answers the row id (kept for the next save) or the error message.
 */
export async function upsertDashboard(row: DashboardSave): Promise<UpsertResult> {
  const { id, ...columns } = row;
  return upsertKeepingId('dashboards', id, columns);
}

let anon: Promise<SupabaseClient> | null = null;

/** A client that never carries a session, so the share page reads exactly what the public may read. */
function anonClient(): Promise<SupabaseClient> {
  anon ??= loadConfig().then((c) =>
    createClient(c.supabaseUrl, c.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'tallyline-share' },
    }),
  );
  anon.catch(() => {
    anon = null;
  });
  return anon;
}

/** What a share link shows: the name and, per panel, only what it draws (shared_dashboard in migration 0106). */
export interface SharedDashboard {
  name: string;
  description: string | null;
  widgets: unknown;
}

/** A share token as the server makes them: 43 base64url characters. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The dashboard behind a share link, read as the anonymous role through the shared_dashboard
 * function (nobody else may select dashboards). null when the token is unknown, revoked or malformed.
 */
export async function getSharedDashboard(token: string): Promise<{ dashboard: SharedDashboard | null; error: string | null }> {
  if (!SHARE_TOKEN.test(token)) return { dashboard: null, error: null };
  try {
    const c = await anonClient();
    const { data, error, status } = await c.rpc('shared_dashboard', { share_token: token });
    if (status === 404) return { dashboard: null, error: null };
    if (error) return { dashboard: null, error: error.message };
    return { dashboard: (data as SharedDashboard | null) ?? null, error: null };
  } catch (e) {
    return { dashboard: null, error: errorMessage(e) };
  }
}

/** A new share link for the owner's saved dashboard (an earlier link stops working): its token, or the error. */
export async function shareDashboard(rowId: string): Promise<{ token: string | null; error: string | null }> {
  try {
    const c = await getClient();
    const { data, error } = await c.rpc('share_dashboard', { dashboard: rowId });
    if (error) return { token: null, error: error.message };
    return typeof data === 'string' ? { token: data, error: null } : { token: null, error: 'No share link came back' };
  } catch (e) {
    return { token: null, error: errorMessage(e) };
  }
}

/** Revokes the dashboard's share link: it stops working at once. Answers the error message, if any. */
export async function unshareDashboard(rowId: string): Promise<{ error: string | null }> {
  try {
    const c = await getClient();
    const { data, error } = await c.rpc('unshare_dashboard', { dashboard: rowId });
    if (error) return { error: error.message };
    return { error: data === true ? null : 'Dashboard not found' };
  } catch (e) {
    return { error: errorMessage(e) };
  }
}
