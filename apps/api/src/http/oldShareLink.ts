import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/**
 * Share links of the old form, `/app/share/<dashboard id>` (before migration 0106 made them
 * unguessable tokens), no longer open. Their readers get this answer from the server — a page,
 * or JSON for a client that asks for it — instead of the app shell deciding what to show:
 * 410 Gone, the same for every id (whether the dashboard exists is nobody's business).
 */
export const OLD_SHARE_PATH = /^share\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i;

export const OLD_SHARE_MESSAGE = 'This link is no longer valid — ask the owner for a new link.';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f7f7f8;color:#1b1b1f}' +
  'main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.4rem}p{line-height:1.5}a{color:#3b5bdb}';
const STYLE_HASH = createHash('sha256').update(STYLE, 'utf8').digest('base64');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Link no longer valid · Tallyline</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>This link is no longer valid</h1>
<p>Shared dashboards now open through a new kind of link. Ask the owner of the dashboard for a new link.</p>
<p><a href="/app/">Open Tallyline</a></p>
</main>
</body>
</html>
`;

/** Nothing runs on this page; only its own style applies, and nothing may frame it. */
const PAGE_POLICY = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function wantsJson(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  return /application\/json/i.test(accept) && !/text\/html/i.test(accept);
}

export function oldShareLink(c: Context): Response {
  const headers = { 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' };
  if (wantsJson(c)) return c.json({ code: 'share_link_gone', message: OLD_SHARE_MESSAGE }, 410, headers);
  return c.html(c.req.method === 'HEAD' ? '' : PAGE, 410, { ...headers, 'Content-Security-Policy': PAGE_POLICY });
}
