import { describe, expect, it } from 'vitest';
import { badTextIn, badUrlBytes, decodeUtf8 } from '../../src/http/badInput.js';

describe('badTextIn / badUrlBytes / decodeUtf8', () => {
  it('badTextIn(value) names the first field holding a NUL, keys and arrays included', () => {
    expect(badTextIn({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe("The field 'b.c[1]' contains a NUL character (\\u0000), which cannot be stored");
    expect(badTextIn({ 'k\u0000': 1 })).toBe('A field name contains a NUL character (\\u0000), which cannot be stored');
    expect(badTextIn({ a: 'paired 😀 surrogates are fine', n: 1, t: true, z: null })).toBeNull();
    expect(badTextIn('\udc00')).toBe('The value contains an unpaired surrogate (an invalid \\u escape), which cannot be stored');
  });

  it('badUrlBytes(url) finds %00 and undecodable escapes; decodeUtf8 refuses bad bytes', () => {
    expect(badUrlBytes('http://h/rest/v1/t?a=eq.%00')).toMatch(/NUL/);
    expect(badUrlBytes('http://h/x?a=%ff')).toMatch(/not valid UTF-8/);
    expect(badUrlBytes('http://h/x?a=caf%C3%A9+au+lait')).toBeNull();
    expect(decodeUtf8(new Uint8Array([0x63, 0x61, 0x66, 0xc3, 0xa9]))).toEqual({ text: 'café' });
    expect(decodeUtf8(new Uint8Array([0xc3]))).toEqual({ error: 'The request body is not valid UTF-8' });
  });
});
