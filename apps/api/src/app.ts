import { Hono } from 'hono';
import type { AppContext } from './context.js';
import { DatabaseBusyError } from './db/turns.js';
import { createV1Routes } from './v1/index.js';
import { appRoutes, siteRoutes } from './http/static.js';
import { cors } from './http/cors.js';
import { requestOrigin, settleBody } from './http/request.js';
import { securityHeaders } from './http/securityHeaders.js';
import { createAuthRoutes, createMailboxRoutes } from './auth/routes.js';
import { createRestRoutes } from './rest/routes.js';
import { createStorageRoutes } from './storage/routes.js';
import { createSiteApiRoutes } from './site/routes.js';
import { logError } from './http/logError.js';

/**
 * The one server: backend services, the app's runtime config, and the built
 * site and app on one origin (architecture.md §4).
 */
export function createApp(ctx: AppContext): Hono {
  const app = new Hono();
  app.use('*', securityHeaders(ctx.config));

  // Whatever a route answered without reading the body (a 401, a 429, a 413) is drained, and
  // a body of declared length is read to its end before the answer goes out, so the client
  // finishes its upload and then reads the answer (settleBody says why).
  app.use('*', async (c, next) => {
    await next();
    await settleBody(c);
  });

  app.use('/auth/v1/*', cors());
  app.use('/rest/v1/*', cors());
  app.use('/storage/v1/*', cors());

  app.get('/health', async (c) => {
    try {
      await ctx.db.query('SELECT 1');
      return c.json({ status: 'ok', database: ctx.db.kind }, 200, { 'Cache-Control': 'no-store' });
    } catch (err) {
      // Busy (a backlog longer than the queue budget) is not down: say which.
      const status = err instanceof DatabaseBusyError ? 'busy' : 'unavailable';
      return c.json({ status, database: ctx.db.kind }, 503, { 'Cache-Control': 'no-store' });
    }
  });

  app.get('/app/config.json', (c) => {
    return c.json({ supabaseUrl: requestOrigin(c, ctx.config), supabaseAnonKey: ctx.config.anonKey }, 200, {
      'Cache-Control': 'no-store',
    });
  });

  app.route('/auth/v1', createAuthRoutes(ctx));
  app.route('/rest/v1', createRestRoutes(ctx));
  app.route('/storage/v1', createStorageRoutes(ctx));
  // The e-mails hold sign-in links: a development aid only when asked for (issue 14).
  if (ctx.config.devMailbox) app.route('/dev/mailbox', createMailboxRoutes(ctx));
  app.route('/v1', createV1Routes(ctx));
  app.route('/site/v1', createSiteApiRoutes(ctx));
  app.route('/', appRoutes(ctx.config));
  app.route('/', siteRoutes(ctx.config));

  app.onError((err, c) => {
    if (err instanceof DatabaseBusyError) return c.json({ message: err.message }, 503, { 'Retry-After': String(err.retryAfterSeconds) });
    logError('[server] unhandled error', err);
    return c.json({ message: 'Internal server error' }, 500);
  });
  return app;
}
