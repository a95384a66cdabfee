import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSha256 } from '../../src/provenance/createSha256.js';

const hex = (...pieces: Uint8Array[]) => {
  const h = createSha256();
  for (const p of pieces) h.update(p);
  return h.hex();
};
const bytes = (s: string) => new TextEncoder().encode(s);

describe('createSha256', () => {
  it('createSha256() matches the FIPS 180-4 examples', () => {
    expect(hex(bytes(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(bytes('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(bytes('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('createSha256() agrees with node:crypto for every length around the block and padding boundaries, however the input is cut', () => {
    for (let n = 0; n < 200; n++) {
      const data = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 255);
      const cut = Math.floor(n / 3);
      expect(hex(data.subarray(0, cut), data.subarray(cut)), `length ${n}`).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });
});
