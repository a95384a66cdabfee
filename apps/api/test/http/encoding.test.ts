import { describe, expect, it } from 'vitest';
import { isCompressible, negotiateEncoding } from '../../src/http/encoding.js';

describe('negotiateEncoding', () => {
  it('negotiateEncoding(header, available) prefers brotli when both are accepted equally', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
  });

  it('negotiateEncoding(header, available) follows the q-values over the server order', () => {
    expect(negotiateEncoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.2, br;q=0.9', ['br', 'gzip'])).toBe('br');
  });

  it('negotiateEncoding(header, available) falls back to gzip for a client without brotli', () => {
    expect(negotiateEncoding('gzip, deflate', ['br', 'gzip'])).toBe('gzip');
  });

  it('negotiateEncoding(header, available) refuses encodings with q=0', () => {
    expect(negotiateEncoding('br;q=0, gzip;q=0', ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding('*;q=0', ['br', 'gzip'])).toBeNull();
  });

  it('negotiateEncoding(header, available) lets * accept what is not listed', () => {
    expect(negotiateEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('br;q=0, *', ['br', 'gzip'])).toBe('gzip');
  });

  it('negotiateEncoding(header, available) sends identity without a header, with nothing available, or for unknown codings', () => {
    expect(negotiateEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding('', ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding('gzip, br', [])).toBeNull();
    expect(negotiateEncoding('identity, deflate', ['br', 'gzip'])).toBeNull();
  });

  it('negotiateEncoding(header, available) is case-insensitive and tolerates spaces and junk q-values', () => {
    expect(negotiateEncoding(' GZIP ; Q=1 ,  Br;q=0.1', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('br;q=abc, gzip', ['br', 'gzip'])).toBe('gzip');
  });

  it('negotiateEncoding(header, available) only picks from what the build wrote', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});

describe('isCompressible', () => {
  it('isCompressible(type) is true for text, scripts, styles, JSON, SVG and XML', () => {
    for (const t of ['text/html; charset=utf-8', 'text/javascript; charset=utf-8', 'text/css; charset=utf-8', 'application/json; charset=utf-8', 'image/svg+xml', 'application/xml; charset=utf-8', 'application/manifest+json', 'application/wasm']) {
      expect(isCompressible(t), t).toBe(true);
    }
  });

  it('isCompressible(type) is false for formats that are compressed already', () => {
    for (const t of ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'font/woff2', 'font/woff', 'application/octet-stream']) {
      expect(isCompressible(t), t).toBe(false);
    }
  });
});
