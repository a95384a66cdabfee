import type { Db } from '../db/types.js';

export interface TableInfo {
  name: string;
  /** Column name → SQL type as format_type() spells it (from the catalog, never from a request). */
  columns: Map<string, string>;
  /** Column names in table order (used to expand `*`). */
  order: string[];
}

/** PostgREST's "schema cache": the exposed tables and columns of schema public. */
export class SchemaCache {
  #tables = new Map<string, TableInfo>();
  #loadedAt = 0;
  #loading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const r = await this.db.query<{ table_name: string; column_name: string; type: string }>(
      `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v', 'p', 'm', 'f')
        ORDER BY c.relname, a.attnum`,
    );
    const tables = new Map<string, TableInfo>();
    for (const row of r.rows) {
      let t = tables.get(row.table_name);
      if (!t) {
        t = { name: row.table_name, columns: new Map(), order: [] };
        tables.set(row.table_name, t);
      }
      t.columns.set(row.column_name, row.type);
      t.order.push(row.column_name);
    }
    this.#tables = tables;
    this.#loadedAt = Date.now();
  }

  /** The table, reloading the cache (at most once a second) when it is unknown. */
  async table(name: string): Promise<TableInfo | undefined> {
    const hit = this.#tables.get(name);
    if (hit || Date.now() - this.#loadedAt < 1000) return hit;
    this.#loading ??= this.load().finally(() => {
      this.#loading = null;
    });
    await this.#loading;
    return this.#tables.get(name);
  }
}
