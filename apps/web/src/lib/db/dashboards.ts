import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../config.js';
import { getClient } from './client.js';
import type { Page, PageQuery } from './paging.js';
import { fail, ok, run, toDbError, type DbResult } from './result.js';
import { deleteSaved, listSaved, renameSaved } from './savedTables.js';
import { upsertKeepingId } from './upsertKeepingId.js';

/** A row of the dashboards table (spec app.md §3 stored records; dataset_id from migration 0410). */
export interface DashboardRow {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  layout: unknown;
  widgets: unknown;
  is_public: boolean;
  dataset_id: string | null;
  updated_at: string;
}

export interface DashboardSave {
  /** The row id from an earlier save; absent on the first save. */
  id?: string | undefined;
  user_id: string;
  /** Left out on later saves, so a name given in the library is kept. */
  name?: string | undefined;
  description: string;
  layout: unknown;
  widgets: unknown;
  /** The saved dataset it was built on; deleted with it. */
  dataset_id?: string | null | undefined;
}

/**
 * Spec §7 "Save dashboard on update": upsert on id with user_id, name, description, layout,
 * widgets, updated_at (and dataset_id). Answers the row id, kept for the next save. Never
 * is_public: sharing changes only through shareDashboard/unshareDashboard, so an app left open
 * elsewhere cannot share again a dashboard its owner has since unshared (issue 14; the server
 * keeps it unshared too, migration 0432).
 */
export async function upsertDashboard(row: DashboardSave): Promise<DbResult<{ id: string }>> {
  const { id, ...columns } = row;
  const defined = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
  return upsertKeepingId('dashboards', id, defined);
}

/** The saved dashboard already built on this dataset (one per dataset), or null. */
export async function findDashboardFor(datasetId: string): Promise<DbResult<{ id: string } | null>> {
  return run(
    async () => (await getClient()).from('dashboards').select('id').eq('dataset_id', datasetId).order('updated_at', { ascending: false }).limit(1),
    (rows) => ((rows as { id: string }[] | null) ?? [])[0] ?? null,
  );
}

/** A saved dashboard as the library lists it. */
export interface SavedDashboardSummary {
  id: string;
  name: string;
  dataset_id: string | null;
  is_public: boolean;
  updated_at: string;
}

export function listDashboards(q: PageQuery): Promise<DbResult<Page<SavedDashboardSummary>>> {
  return listSaved<SavedDashboardSummary>('dashboards', 'id,name,dataset_id,is_public,updated_at', q);
}

export function renameDashboard(id: string, name: string) {
  return renameSaved('dashboards', id, name);
}

export function deleteDashboard(id: string) {
  return deleteSaved('dashboards', id);
}

/** One saved dashboard with its widgets, to reopen it. */
export async function getDashboard(id: string): Promise<DbResult<DashboardRow>> {
  return run(async () => (await getClient()).from('dashboards').select('*').eq('id', id).single(), (d) => d as DashboardRow);
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
export async function getSharedDashboard(token: string): Promise<DbResult<SharedDashboard | null>> {
  if (!SHARE_TOKEN.test(token)) return ok(null);
  try {
    const c = await anonClient();
    const { data, error, status } = await c.rpc('shared_dashboard', { share_token: token });
    if (status === 404) return ok(null);
    if (error) return fail(toDbError(error));
    return ok((data as SharedDashboard | null) ?? null);
  } catch (e) {
    return fail(toDbError(e));
  }
}

/** A new share link for the owner's saved dashboard (an earlier link stops working): its token, or the error. */
export async function shareDashboard(rowId: string): Promise<DbResult<string>> {
  const r = await run(async () => (await getClient()).rpc('share_dashboard', { dashboard: rowId }));
  if (r.error) return r;
  return typeof r.data === 'string' ? ok(r.data) : fail({ kind: 'api', message: 'No share link came back' });
}

/** The dashboard's live share token (its owner may read it: migration 0106), or null when it has none. */
export async function getDashboardShareToken(rowId: string): Promise<DbResult<string | null>> {
  return run(
    async () => (await getClient()).from('dashboard_shares').select('token').eq('dashboard_id', rowId).limit(1),
    (rows) => ((rows as { token: string }[] | null) ?? [])[0]?.token ?? null,
  );
}

/** Revokes the dashboard's share link: it stops working at once. Answers the error message, if any. */
export async function unshareDashboard(rowId: string): Promise<DbResult<null>> {
  const r = await run(async () => (await getClient()).rpc('unshare_dashboard', { dashboard: rowId }));
  if (r.error) return r;
  return r.data === true ? ok(null) : fail({ kind: 'api', message: 'Dashboard not found', code: 'PGRST116' });
}
