/**
 * The database contract every part of the server codes against.
 * Implementations: PGlite (embedded default) and a pg Pool (DATABASE_URL).
 */

export interface QueryResult<T> {
  rows: T[];
  /** Rows touched by INSERT/UPDATE/DELETE. */
  affectedRows: number;
}

/** Something that runs one parameterised statement ($1, $2 … placeholders). */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Sql {
  /**
   * Runs `fn` inside BEGIN … COMMIT (ROLLBACK when it throws). On PGlite (one
   * session) transactions are serialised so transaction-local settings never leak.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for logs and /health. */
  readonly kind: 'pglite' | 'postgres';
}

/** The JWT payload a request runs under (PostgREST's request.jwt.claims). */
export interface RequestClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  aal?: 'aal1' | 'aal2';
  session_id?: string;
  [claim: string]: unknown;
}
