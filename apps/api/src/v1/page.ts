import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

/**
 * Pages of the /v1 list endpoints. A list used to answer every row the caller had: a
 * few thousand KPIs made each answer a megabyte and, under load, one client's lists held
 * up everyone's requests behind the single database (docs/benchmarks.md, "Load"). The
 * answer stays the JSON array the docs describe; the next page is named in a `Link`
 * header (RFC 8288), as GitHub's API does, so a client that never pages keeps working
 * and sees the newest `DEFAULT_PAGE_SIZE` rows.
 */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export const PageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .openapi({ param: { name: 'limit', in: 'query' }, description: `Rows per page, 1 to ${MAX_PAGE_SIZE}`, example: DEFAULT_PAGE_SIZE }),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .openapi({ param: { name: 'offset', in: 'query' }, description: 'Rows to skip (newest first)', example: 0 }),
});

export type Page = z.infer<typeof PageQuerySchema>;

export const PAGE_DESCRIPTION =
  `Newest first, ${DEFAULT_PAGE_SIZE} rows unless \`limit\` says otherwise (at most ${MAX_PAGE_SIZE}). ` +
  'When more rows follow, the `Link` header names the next page (`rel="next"`).';

/** SQL that reads one row past the page, so `paginate` knows whether a next page exists without counting. */
export function pageSql(page: Page, firstParam: number): { sql: string; params: number[] } {
  return { sql: `LIMIT $${firstParam} OFFSET $${firstParam + 1}`, params: [page.limit + 1, page.offset] };
}

/** The page's rows, with a `Link: <…>; rel="next"` header set when the query found one more. */
export function paginate<T>(c: Context, page: Page, rows: T[]): T[] {
  if (rows.length <= page.limit) return rows;
  const next = new URL(c.req.url);
  next.searchParams.set('limit', String(page.limit));
  next.searchParams.set('offset', String(page.offset + page.limit));
  c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
  return rows.slice(0, page.limit);
}
