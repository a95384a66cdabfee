/**
 * Text Postgres cannot store, found before it reaches the database (issue 14: a NUL byte
 * gave a 500 on eight endpoints). U+0000 is refused by `text` and `jsonb` alike; a lone
 * UTF-16 surrogate (from a JSON escape like "\ud800") is refused by `jsonb`.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a string, or null. */
function flaw(s: string): string | null {
  if (s.includes('\0')) return 'a NUL character (\\u0000)';
  return LONE_SURROGATE.test(s) ? 'an unpaired surrogate (an invalid \\u escape)' : null;
}

/**
 * Where a parsed JSON value holds text that cannot be stored, as a sentence naming the field,
 * or null when it is all storable.
 *
 * @example
 * badTextIn({ name: 'a\u0000b' }) // "The field 'name' contains a NUL character (\\u0000), which cannot be stored"
 */
export function badTextIn(value: unknown, path = ''): string | null {
  if (typeof value === 'string') {
    const f = flaw(value);
    return f ? `${path ? `The field '${path}'` : 'The value'} contains ${f}, which cannot be stored` : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = badTextIn(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const f = flaw(k);
      if (f) return `A field name contains ${f}, which cannot be stored`;
      const found = badTextIn(v, path ? `${path}.${k}` : k);
      if (found) return found;
    }
  }
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or an explanation when its bytes are not UTF-8 (never silently replaced). */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { error: string } {
  try {
    return { text: utf8.decode(bytes) };
  } catch {
    return { error: 'The request body is not valid UTF-8' };
  }
}

/**
 * What is wrong with a URL's bytes, or null: an encoded NUL (%00) or percent-escapes that do
 * not decode to UTF-8, in the path or the query.
 */
export function badUrlBytes(url: string): string | null {
  const u = new URL(url);
  const raw = u.pathname + u.search;
  if (/%00/i.test(raw)) return 'The URL contains a NUL character (%00), which cannot be stored';
  for (const part of raw.split(/[/?&=]/)) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return 'The URL contains percent-escapes that are not valid UTF-8';
    }
  }
  return null;
}
