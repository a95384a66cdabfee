import { getClient } from './client.js';
import { run, type DbResult } from './result.js';

/**
 * Spec §7 "Save … on update", shared by the dashboards, portfolios and reports tables: upsert on
 * `id` with the given columns and a fresh `updated_at`. The first save has no id and the database
 * assigns one; passing that id back on later saves updates the same row instead of adding rows.
 * Answers the row id to keep for the next save.
 */
export async function upsertKeepingId(table: string, id: string | undefined, columns: Record<string, unknown>): Promise<DbResult<{ id: string }>> {
  return run(
    async () => {
      const c = await getClient();
      const payload: Record<string, unknown> = { ...columns, updated_at: new Date().toISOString() };
      if (id) payload.id = id;
      return c.from(table).upsert(payload, { onConflict: 'id' }).select('id').single();
    },
    (d) => ({ id: (d as { id: string }).id }),
  );
}
