import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext } from '../../context.js';
import { notFound } from '../errors.js';
import { generateApiKey } from '../keys.js';
import { asUser, userOf, type Scope, type V1Env } from '../principal.js';
import { TIER_LIMITS, type Tier } from '../tiers.js';
import { createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute } from '../routes.js';
import { iso, isoOrNull } from '../rows.js';

interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scope: Scope;
  tier: Tier;
  rate_limit: number | null;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
  created_at: Date | string;
}

// Never key_hash: the API roles cannot read it (column grants in migration 0100).
const COLUMNS = 'id, name, prefix, scope, tier, rate_limit, last_used_at, revoked_at, created_at';

function toApiKey(r: ApiKeyRow) {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scope: r.scope,
    tier: r.tier,
    rate_limit: r.rate_limit ?? TIER_LIMITS[r.tier],
    last_used_at: isoOrNull(r.last_used_at),
    revoked_at: isoOrNull(r.revoked_at),
    created_at: iso(r.created_at),
  };
}

/** POST/GET /api-keys, DELETE /api-keys/{id}: a signed-in user manages their keys (user access token only). */
export function registerApiKeys(app: OpenAPIHono<V1Env>, ctx: AppContext): void {
  app.openapi(createApiKeyRoute, async (c) => {
    const p = userOf(c);
    const b = c.req.valid('json');
    const { key, prefix, hash } = generateApiKey();
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<ApiKeyRow>(
        `INSERT INTO public.api_keys (name, prefix, key_hash, scope) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [b.name, prefix, hash, b.scope],
      ),
    );
    const row = rows[0];
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    return c.json({ ...toApiKey(row), key }, 201, { 'Cache-Control': 'no-store' });
  });

  app.openapi(listApiKeysRoute, async (c) => {
    const p = userOf(c);
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM public.api_keys WHERE user_id = $1 ORDER BY created_at DESC, id`, [p.userId]),
    );
    return c.json(rows.map(toApiKey), 200);
  });

  app.openapi(revokeApiKeyRoute, async (c) => {
    const p = userOf(c);
    const { id } = c.req.valid('param');
    // Idempotent: revoking a revoked key keeps its first revocation time.
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<ApiKeyRow>(`UPDATE public.api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`, [id]),
    );
    const row = rows[0];
    if (!row) throw notFound('API key');
    return c.json(toApiKey(row), 200);
  });
}
