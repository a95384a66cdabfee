import type { OpenAPIHono } from '@hono/zod-openapi';
import { principalOf, type V1Env } from '../principal.js';
import { meRoute } from '../routes.js';

/** GET /me: whose credential this is and what it may do — handy to check a new key. */
export function registerMe(app: OpenAPIHono<V1Env>): void {
  app.openapi(meRoute, (c) => {
    const p = principalOf(c);
    return c.json({ user: { id: p.userId }, credential: p.credential, scope: p.scope }, 200);
  });
}
