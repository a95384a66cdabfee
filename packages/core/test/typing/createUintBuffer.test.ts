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

  it('createUintBuffer().reserve(n) sizes the array once: no growth copies, and finish hands it over as a view', () => {
    const b = createUintBuffer();
    b.push(7);
    b.reserve(100_000);
    for (let i = 1; i < 98_000; i++) b.push(i % 200);
    const out = b.finish();
    expect(out).toHaveLength(98_000);
    expect(out.buffer.byteLength).toBe(100_000); // the reserved Uint8Array itself
    expect([out[0], out[1], out[97_999]]).toEqual([7, 1, 97_999 % 200]);
    // a wider value keeps the reserved capacity
    const wide = createUintBuffer();
    wide.reserve(1_000);
    wide.push(70_000);
    expect(wide.finish().buffer.byteLength).toBeLessThanOrEqual(1_000 * 4);
  });
});
