import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNumberBuffer } from '../../src/typing/createNumberBuffer.js';

describe('createNumberBuffer', () => {
  it('createNumberBuffer().finish() gives back every value, NaN and -0 included, as one Float64Array', () => {
    const b = createNumberBuffer();
    const values = [1, -127, NaN, 127, -0, 300, -2147483647, 2147483647, 2 ** 31, 0.5, -128, -2147483648];
    for (const v of values) b.push(v);
    const out = b.finish();
    expect(out).toBeInstanceOf(Float64Array);
    expect([...out]).toEqual(values);
    expect(Object.is(out[4], -0)).toBe(true);
  });

  it('createNumberBuffer() keeps values across chunk boundaries and truncates anywhere', () => {
    // model: a plain array that receives the same pushes and truncations
    const op = fc.oneof(
      fc.record({ push: fc.array(fc.oneof(fc.integer({ min: -200, max: 200 }), fc.double(), fc.constant(NaN)), { maxLength: 40_000 }) }),
      fc.record({ truncate: fc.nat({ max: 200_000 }) }),
    );
    fc.assert(
      // without an expected length, and with one the pushes stay under, reach or pass (then they go on in chunks)
      fc.property(fc.array(op, { maxLength: 8 }), fc.constantFrom(0, 1_000, 65_536, 90_000), (ops, expected) => {
        const b = createNumberBuffer(expected);
        const model: number[] = [];
        for (const o of ops) {
          if ('push' in o) {
            for (const v of o.push) {
              b.push(v);
              model.push(v);
            }
          } else {
            b.truncate(o.truncate);
            model.length = Math.min(model.length, o.truncate);
          }
          expect(b.length).toBe(model.length);
        }
        expect([...b.finish()]).toEqual(model);
      }),
      { numRuns: 25 },
    );
  });

  it('createNumberBuffer(expectedRows) fills one Float64Array and hands it over without a copy when it is nearly full', () => {
    const b = createNumberBuffer(100_000);
    for (let i = 0; i < 95_000; i++) b.push(i % 7 === 0 ? NaN : i / 4);
    const out = b.finish();
    expect(out).toHaveLength(95_000);
    expect(out.buffer.byteLength).toBe(100_000 * 8); // a view of the presized array: 95% full
    expect(out[1]).toBe(0.25);
    expect(out[7]).toBeNaN();
    // far below the estimate: the values are copied out, so the spare room is not kept
    const low = createNumberBuffer(100_000);
    for (let i = 0; i < 1_000; i++) low.push(i);
    expect(low.finish().buffer.byteLength).toBe(1_000 * 8);
  });
});
