import { getClient } from './client.js';
import { containsPattern, pageRange, type Page, type PageQuery } from './paging.js';
import { fail, ok, run, toDbError, type DbResult } from './result.js';

/** The tables of the saved-work library: each row has an id, a user-given name and dates. */
export type SavedTable = 'datasets' | 'dashboards' | 'reports';

/** The column a "by date" list sorts on: when a dataset was last saved or opened, when a dashboard or report last changed. */
export const DATE_COLUMN: Record<SavedTable, string> = { datasets: 'opened_at', dashboards: 'updated_at', reports: 'updated_at' };

/**
 * One page of the signed-in user's rows of `table` (row-level security keeps them to the owner):
 * names containing the search, newest first or by name, with the count of every match so each
 * entry is reachable by paging.
 */
export async function listSaved<T>(table: SavedTable, columns: string, q: PageQuery): Promise<DbResult<Page<T>>> {
  const { from, to } = pageRange(q.page, q.pageSize);
  try {
    const c = await getClient();
    let query = c.from(table).select(columns, { count: 'exact' });
    if (q.search.trim()) query = query.ilike('name', containsPattern(q.search));
    query = q.sort === 'name' ? query.order('name', { ascending: true }).order('id') : query.order(DATE_COLUMN[table], { ascending: false }).order('id');
    const { data, error, count } = await query.range(from, to);
    if (error) return fail(toDbError(error));
    return ok({ items: (data ?? []) as unknown as T[], total: count ?? 0 });
  } catch (e) {
    return fail(toDbError(e));
  }
}

/** Renames one of the user's rows; a row that is gone (or another user's) is an error, not a silent no-op. */
export async function renameSaved(table: SavedTable, id: string, name: string): Promise<DbResult<{ id: string; name: string }>> {
  const r = await run(async () => (await getClient()).from(table).update({ name }).eq('id', id).select('id,name'));
  if (r.error) return r;
  const rows = r.data as { id: string; name: string }[] | null;
  return rows && rows[0] ? ok(rows[0]) : fail({ kind: 'api', message: 'Not found', code: 'PGRST116' });
}

/** Deletes one of the user's rows (what is built on a dataset goes with it: migration 0410). */
export async function deleteSaved(table: SavedTable, id: string): Promise<DbResult<{ id: string }>> {
  const r = await run(async () => (await getClient()).from(table).delete().eq('id', id).select('id'));
  if (r.error) return r;
  const rows = r.data as { id: string }[] | null;
  return rows && rows[0] ? ok(rows[0]) : fail({ kind: 'api', message: 'Not found', code: 'PGRST116' });
}
