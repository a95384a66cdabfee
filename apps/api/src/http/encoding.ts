import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Encodings the site and app builds write next to each file (`x.js.br`, `x.js.gz`), best first. */
export type FileEncoding = 'br' | 'gzip';
export const PRECOMPRESSED: { encoding: FileEncoding; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * Whether a response of this Content-Type is worth compressing: text, JS, JSON, SVG, XML…
 * but never PNG/JPEG/WebP/AVIF/WOFF2/GIF, which are compressed already (gzip would only add bytes).
 */
export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

/**
 * The q-value the `Accept-Encoding` header gives `encoding` (RFC 9110 §12.5.3):
 * its own entry if listed, else the `*` entry, else 0. A missing header accepts nothing
 * but identity, so the caller sends the file as it is.
 */
function qualityOf(entries: { name: string; q: number }[], encoding: string): number {
  const own = entries.find((e) => e.name === encoding);
  if (own) return own.q;
  return entries.find((e) => e.name === '*')?.q ?? 0;
}

function parseAcceptEncoding(header: string): { name: string; q: number }[] {
  return header
    .split(',')
    .map((part) => {
      const [name = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { name: name.trim().toLowerCase(), q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0 };
    })
    .filter((e) => e.name !== '');
}

/**
 * Picks the encoding to send from those `available`, honouring the client's q-values;
 * on a tie the earlier one in `available` wins (brotli is smaller than gzip). Null → identity.
 *
 * @example
 * negotiateEncoding('gzip, deflate, br', ['br', 'gzip']) // 'br'
 * negotiateEncoding('br;q=0.5, gzip', ['br', 'gzip'])     // 'gzip'
 * negotiateEncoding(undefined, ['br', 'gzip'])            // null
 */
export function negotiateEncoding(header: string | undefined, available: FileEncoding[]): FileEncoding | null {
  if (!header) return null;
  const entries = parseAcceptEncoding(header);
  let best: { encoding: FileEncoding; q: number } | null = null;
  for (const encoding of available) {
    const q = qualityOf(entries, encoding);
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}
