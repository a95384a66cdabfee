/**
 * Builds "col = $n, …" for a PATCH from a validated body. Column names come from
 * the zod schema (strict objects, so only known keys), never from raw input;
 * `jsonColumns` are sent as JSON text and cast to jsonb.
 */
export function updateSet(
  body: Record<string, unknown>,
  jsonColumns: ReadonlySet<string>,
  firstParam: number,
): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (!/^[a-z_]+$/.test(column)) throw new Error(`unexpected column ${column}`);
    const n = firstParam + params.length;
    if (jsonColumns.has(column)) {
      parts.push(`${column} = $${n}::jsonb`);
      params.push(JSON.stringify(value));
    } else {
      parts.push(`${column} = $${n}`);
      params.push(value);
    }
  }
  return { sql: parts.join(', '), params };
}
