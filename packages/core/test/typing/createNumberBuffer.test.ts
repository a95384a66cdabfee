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
      fc.property(fc.array(op, { maxLength: 8 }), (ops) => {
        const b = createNumberBuffer();
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
});
