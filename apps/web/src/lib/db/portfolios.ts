import type { DbResult } from './result.js';
import { upsertKeepingId } from './upsertKeepingId.js';

export interface PortfolioSave {
  /** The row id from an earlier save; absent on the first save. */
  id?: string | undefined;
  user_id: string;
  name: string;
  description: string;
  total_value: number;
  /** null when nothing in the data is earlier to compare with (core's unknown performance; migration 0440). */
  performance: number | null;
  risk_score: number;
  assets: unknown;
}

/**
 * Spec §7 "Save portfolio on update": upsert on id with user_id, name, description, total_value,
 * performance, risk_score, assets, updated_at. Answers the row id.
 */
export async function upsertPortfolio(row: PortfolioSave): Promise<DbResult<{ id: string }>> {
  const { id, ...columns } = row;
  return upsertKeepingId('portfolios', id, columns);
}
