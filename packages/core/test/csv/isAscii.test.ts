import { describe, expect, it } from 'vitest';
import { decodeAscii } from '../../src/csv/decodeAscii.js';
import { endsInsideSequence } from '../../src/csv/endsInsideSequence.js';
import { isAscii } from '../../src/csv/isAscii.js';

describe('isAscii', () => {
  it('isAscii(bytes) is true only when every byte is below 0x80', () => {
    expect(isAscii(new Uint8Array([0x61, 0x7f]))).toBe(true);
    expect(isAscii(new Uint8Array([0x61, 0x80]))).toBe(false);
    expect(isAscii(new Uint8Array(0))).toBe(true);
  });
  it('isAscii(bytes) finds a high byte past the first 4096-byte block', () => {
    const b = new Uint8Array(10_000).fill(0x61);
    b[9000] = 0xe9;
    expect(isAscii(b)).toBe(false);
  });
});

describe('decodeAscii', () => {
  it('decodeAscii(bytes) is the text of ASCII bytes, respecting the view offset', () => {
    const b = new Uint8Array([0x78, 0x61, 0x2c, 0x62]);
    expect(decodeAscii(b.subarray(1))).toBe('a,b');
  });
});

describe('endsInsideSequence', () => {
  it('endsInsideSequence(bytes) is true when the last multi-byte sequence is cut', () => {
    expect(endsInsideSequence(new Uint8Array([0x61, 0xc3]))).toBe(true);
    expect(endsInsideSequence(new Uint8Array([0xe6, 0x9d]))).toBe(true);
    expect(endsInsideSequence(new Uint8Array([0xf0, 0x9f, 0x98]))).toBe(true);
  });
  it('endsInsideSequence(bytes) is false after ASCII or a complete sequence', () => {
    expect(endsInsideSequence(new Uint8Array([0x61]))).toBe(false);
    expect(endsInsideSequence(new Uint8Array([0xc3, 0xa9]))).toBe(false);
    expect(endsInsideSequence(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]))).toBe(false);
  });
  it('endsInsideSequence(bytes) is conservatively true with only continuation bytes', () => {
    expect(endsInsideSequence(new Uint8Array([0x80, 0x80]))).toBe(true);
  });
});

describe('isAscii (alignment)', () => {
  it('isAscii(bytes) checks unaligned heads and tails around the word loop', () => {
    const b = new Uint8Array(64).fill(0x61);
    for (const at of [0, 1, 2, 3, 30, 61, 62, 63]) {
      const c = b.slice();
      c[at] = 0x80;
      expect(isAscii(c.subarray(1))).toBe(at === 0);
      expect(isAscii(c.subarray(3, 62))).toBe(!(at >= 3 && at < 62));
    }
  });
});
