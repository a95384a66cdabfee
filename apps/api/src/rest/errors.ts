/** A PostgREST-shaped error: `{ code, message, details, hint }` with an HTTP status. */
export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PostgrestError';
  }

  body(): { code: string; message: string; details: string | null; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const parseError = (what: string, details: string | null = null) =>
  new PostgrestError(400, 'PGRST100', `"failed to parse ${what}"`, details);

interface PgLikeError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
  severity?: unknown;
}

/** Is this an error raised by Postgres (pg or PGlite) with a SQLSTATE? */
export function isPgError(err: unknown): err is PgLikeError & Error {
  return err instanceof Error && typeof (err as PgLikeError).code === 'string' && /^[0-9A-Z]{5}$/.test((err as PgLikeError).code as string);
}

/** SQLSTATE → HTTP status, after PostgREST's mapSQLtoHTTP (wire §3.4). Never 503 for application errors. */
export function pgToPostgrest(err: PgLikeError & Error, role: string): PostgrestError {
  const code = String(err.code);
  const message = String(err.message ?? 'database error');
  const details = typeof err.detail === 'string' ? err.detail : null;
  const hint = typeof err.hint === 'string' ? err.hint : null;
  let status = 400;
  const headers: Record<string, string> = {};
  if (code === '42501') {
    status = role === 'anon' ? 401 : 403;
    if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  } else if (code === '23505' || code === '23503' || code === '40001' || code === '40P01') status = 409;
  // P0002 (no_data_found): what a function raises for a row it may not name, e.g. an unknown share link.
  else if (code === '42883' || code === '42P01' || code === 'P0002') status = 404;
  else if (code === '57014') status = 504;
  else if (code.startsWith('08') || code.startsWith('53') || code.startsWith('54') || code.startsWith('55') || code.startsWith('57') || code.startsWith('58') || code.startsWith('XX')) status = 500;
  return new PostgrestError(status, code, message, details, hint, headers);
}
