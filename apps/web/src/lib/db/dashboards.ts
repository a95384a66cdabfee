import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../config.js';
import { getClient } from './client.js';

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
export async function upsertDashboard(row: DashboardSave): Promise<{ id: string | null; error: string | null }> {
  try {
    const c = await getClient();
    const payload: Record<string, unknown> = {
      user_id: row.user_id,
      name: row.name,
      description: row.description,
      layout: row.layout,
      widgets: row.widgets,
      is_public: row.is_public,
      updated_at: new Date().toISOString(),
    };
    if (row.id) payload.id = row.id;
    const { data, error } = await c.from('dashboards').upsert(payload, { onConflict: 'id' }).select('id').single();
    if (error) return { id: null, error: error.message };
    return { id: (data as { id: string }).id, error: null };
  } catch (e) {
    return { id: null, error: e instanceof Error ? e.message : String(e) };
  }
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
    return { dashboard: null, error: e instanceof Error ? e.message : String(e) };
  }
}
