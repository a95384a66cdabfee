import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../config.js';
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

/**
 * The dashboard behind a public link, read as the anonymous role: row-level security returns
 * public dashboards only. null when the id is unknown, private or malformed.
 */
export async function getPublicDashboard(id: string): Promise<{ dashboard: DashboardRow | null; error: string | null }> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return { dashboard: null, error: null };
  try {
    const c = await anonClient();
    const { data, error } = await c.from('dashboards').select('*').eq('id', id).eq('is_public', true).maybeSingle();
    if (error) return { dashboard: null, error: error.message };
    return { dashboard: (data as DashboardRow | null) ?? null, error: null };
  } catch (e) {
    return { dashboard: null, error: errorMessage(e) };
  }
}
