import type { AppContext } from '../../context.js';
import { createMemoryTokenBucketStore } from './memoryStore.js';
import { createPgTokenBucketStore } from './pgStore.js';
import type { TokenBucketStore } from './types.js';

const stores = new WeakMap<AppContext, TokenBucketStore>();

/**
 * The server's one bucket store. With DATABASE_URL several instances may share one
 * database, so the buckets must be shared too: Postgres. The embedded PGlite database
 * belongs to this process, so memory is exact there and spares a write per request.
 */
export function tokenBucketStore(ctx: AppContext): TokenBucketStore {
  let s = stores.get(ctx);
  if (!s) {
    s = ctx.config.databaseUrl ? createPgTokenBucketStore(ctx.db) : createMemoryTokenBucketStore(ctx.clock);
    stores.set(ctx, s);
  }
  return s;
}
