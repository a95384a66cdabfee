import { getClient } from './client.js';

export interface PortfolioSave {
  /** The row id from an earlier save; absent on the first save. */
  id?: string | undefined;
  user_id: string;
  name: string;
  description: string;
  total_value: number;
  performance: number;
  risk_score: number;
  assets: unknown;
}

/**
 * Spec §7 "Save portfolio on update": upsert on id with user_id, name, description, total_value,
 * performance, risk_score, assets, updated_at. Answers the row id or the error message.
 */
export async function upsertPortfolio(row: PortfolioSave): Promise<{ id: string | null; error: string | null }> {
  try {
    const c = await getClient();
    const payload: Record<string, unknown> = {
      user_id: row.user_id,
      name: row.name,
      description: row.description,
      total_value: row.total_value,
      performance: row.performance,
      risk_score: row.risk_score,
      assets: row.assets,
      updated_at: new Date().toISOString(),
    };
    if (row.id) payload.id = row.id;
    const { data, error } = await c.from('portfolios').upsert(payload, { onConflict: 'id' }).select('id').single();
    if (error) return { id: null, error: error.message };
    return { id: (data as { id: string }).id, error: null };
  } catch (e) {
    return { id: null, error: e instanceof Error ? e.message : String(e) };
  }
}
