/** Helpers that turn database rows into the API's JSON shapes. */

/** A timestamptz (Date from pg/PGlite, or text) as an ISO 8601 string. */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** A numeric column as a JS number (pg returns numeric and bigint as text). */
export function num(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : num(value);
}

/** A jsonb column: already parsed by both drivers, but tolerate text. */
export function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
}

