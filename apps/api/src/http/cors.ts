import type { MiddlewareHandler } from 'hono';

const EXPOSE = 'Content-Range, Content-Location, Location, Preference-Applied, Range-Unit, X-Total-Count, Link, X-Supabase-Api-Version, x-sb-error-code';

/**
 * CORS for the Supabase-compatible services: reflect the origin and the
 * requested headers (what the hosted gateway does, wire §1.4); preflights end here.
 */
export function cors(): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const h = new Headers({
        'Access-Control-Allow-Origin': origin ?? '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          c.req.header('access-control-request-headers') ??
          'authorization, apikey, content-type, x-client-info, prefer, accept-profile, content-profile, x-upsert, cache-control, x-retry-count, x-metadata, x-supabase-api-version',
        'Access-Control-Max-Age': '86400',
        Vary: 'Origin, Access-Control-Request-Headers',
      });
      if (origin) h.set('Access-Control-Allow-Credentials', 'true');
      return new Response(null, { status: 204, headers: h });
    }
    await next();
    if (origin) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSE);
      c.res.headers.append('Vary', 'Origin');
    }
  };
}
