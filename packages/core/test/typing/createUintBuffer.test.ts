import { describe, expect, it } from 'vitest';
import { createUintBuffer } from '../../src/typing/createUintBuffer.js';

describe('createUintBuffer', () => {
  it('createUintBuffer() stays 8 bits wide for small values', () => {
    const b = createUintBuffer();
    for (let i = 0; i < 100; i++) b.push(i % 7);
    const out = b.finish();
    expect(out).toBeInstanceOf(Uint8Array);
    expect(out.length).toBe(100);
    expect(out[99]).toBe(99 % 7);
  });

  it('createUintBuffer() widens to 16 and 32 bits at the first value that needs it, keeping earlier values', () => {
    const b = createUintBuffer();
    b.push(255);
    b.push(256);
    expect(b.at(0)).toBe(255);
    b.push(65_536);
    const out = b.finish();
    expect(out).toBeInstanceOf(Uint32Array);
    expect([...out]).toEqual([255, 256, 65_536]);
  });

  it('createUintBuffer().truncate(n) drops values from n on', () => {
    const b = createUintBuffer();
    for (let i = 0; i < 40; i++) b.push(i);
    b.truncate(3);
    b.push(9);
    expect([...b.finish()]).toEqual([0, 1, 2, 9]);
  });
});
