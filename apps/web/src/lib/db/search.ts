import { likePattern, type SearchResult } from '../search/searchIndex.js';
import { getClient } from './client.js';
import { attempt, fail, ok, toDbError, type DbResult } from './result.js';

/**
 * The signed-in user's saved datasets and dashboards whose name contains `query` (row-level
 * security keeps them to the owner), at most `limit` of each, newest first. A dashboard is opened
 * through the dataset it was built on, so dashboards without one are left out.
 */
export async function searchSavedWork(query: string, limit = 5): Promise<DbResult<SearchResult[]>> {
  if (!query.trim()) return ok([]);
  return attempt(async () => {
    const c = await getClient();
    const pattern = likePattern(query);
    const [ds, db] = await Promise.all([
      c.from('datasets').select('id,name,file_name,row_count').ilike('name', pattern).order('created_at', { ascending: false }).limit(limit),
      c.from('dashboards').select('id,name,dataset_id').ilike('name', pattern).not('dataset_id', 'is', null).order('updated_at', { ascending: false }).limit(limit),
    ]);
    if (ds.error) return fail(toDbError(ds.error));
    const results: SearchResult[] = ((ds.data ?? []) as { id: string; name: string; file_name: string | null; row_count: number }[]).map((d) => ({
      id: `dataset-${d.id}`,
      group: 'dataset',
      label: d.name,
      detail: `${d.file_name ?? d.name} · ${d.row_count.toLocaleString()} rows`,
      action: { kind: 'open-dataset', datasetId: d.id, then: '/dashboard/view' },
    }));
    // Dashboards are a bonus: a failure there (an older schema) still shows the datasets.
    if (!db.error) {
      for (const d of (db.data ?? []) as { id: string; name: string; dataset_id: string }[]) {
        results.push({ id: `dashboard-${d.id}`, group: 'dashboard', label: d.name, action: { kind: 'open-dataset', datasetId: d.dataset_id, then: '/dashboard/view' } });
      }
    }
    return ok(results);
  });
}
