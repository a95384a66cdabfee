import { getClient } from './client.js';
import { errorMessage } from '../errorMessage.js';

/** The row id to keep for the next save, or the error message (exactly one is non-null). */
export interface UpsertResult {
  id: string | null;
  error: string | null;
}

/**
 * Spec §7 "Save … on update", shared by the dashboards and portfolios tables: upsert on `id`
 * with the given columns and a fresh `updated_at`. The first save has no id and the database
 * assigns one; passing that id back on later saves updates the same row instead of adding rows.
 * Never throws: a failed config load or network error comes back as the error message.
 */
export async function upsertKeepingId(table: string, id: string | undefined, columns: Record<string, unknown>): Promise<UpsertResult> {
  try {
    const c = await getClient();
    const payload: Record<string, unknown> = { ...columns, updated_at: new Date().toISOString() };
    if (id) payload.id = id;
    const { data, error } = await c.from(table).upsert(payload, { onConflict: 'id' }).select('id').single();
    if (error) return { id: null, error: error.message };
    return { id: (data as { id: string }).id, error: null };
  } catch (e) {
    return { id: null, error: errorMessage(e) };
  }
}
