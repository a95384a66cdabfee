/**
 * Logs an unexpected error for the operator without the data it carries (issue 14: on a
 * database error the log held the query's parameters, password hashes among them). Kept:
 * the kind, message, SQLSTATE and stack. Left out: a database error's `params`, `query`
 * and `detail` (a CHECK violation's detail is the whole failing row).
 */
export function logError(tag: string, err: unknown): void {
  if (!(err instanceof Error)) {
    console.error(`${tag} ${typeof err}`);
    return;
  }
  const code = (err as { code?: unknown }).code;
  const stack = err.stack?.split('\n').slice(1).join('\n');
  console.error(`${tag} ${err.name}: ${err.message}${typeof code === 'string' ? ` (SQLSTATE ${code})` : ''}${stack ? `\n${stack}` : ''}`);
}
