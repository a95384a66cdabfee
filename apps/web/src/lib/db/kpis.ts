import { getClient } from './client.js';
import { fail, ok, toDbError, type DbResult } from './result.js';

export interface KpiSave {
  name: string;
  description: string;
  formula: string;
  current_value: number;
  target_value: number;
  trend: 'up' | 'down' | 'stable';
  category: string;
}

/**
 * Replaces the user's saved KPIs with the current set (architecture.md §2: KPIs are saved
 * like dashboards and portfolios).
 */
export async function replaceKpis(userId: string, kpis: readonly KpiSave[]): Promise<DbResult<null>> {
  try {
    const c = await getClient();
    const del = await c.from('kpis').delete().eq('user_id', userId);
    if (del.error) return fail(toDbError(del.error));
    if (kpis.length === 0) return ok(null);
    const rows = kpis.map((k) => ({
      user_id: userId,
      name: k.name,
      description: k.description,
      formula: k.formula,
      current_value: Number.isFinite(k.current_value) ? k.current_value : null,
      target_value: Number.isFinite(k.target_value) ? k.target_value : null,
      trend: k.trend,
      category: k.category,
    }));
    const { error } = await c.from('kpis').insert(rows);
    return error ? fail(toDbError(error)) : ok(null);
  } catch (e) {
    return fail(toDbError(e));
  }
}
