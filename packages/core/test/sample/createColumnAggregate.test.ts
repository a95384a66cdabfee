import { describe, expect, it } from 'vitest';
import { createColumnAggregate } from '../../src/sample/createColumnAggregate.js';

describe('createColumnAggregate', () => {
  it('counts, sums and bounds every cell fed, as a plain pass over the same values does', () => {
    const values = Array.from({ length: 10_000 }, (_, i) => ((i * 7919) % 1000) / 8 - 40);
    const a = createColumnAggregate();
    let missing = 0;
    let other = 0;
    values.forEach((v, i) => {
      if (i % 17 === 0) {
        a.addMissing();
        missing++;
      } else if (i % 29 === 0) {
        a.addOther();
        other++;
      } else a.addNumber(v);
    });
    const used = values.filter((_, i) => i % 17 !== 0 && i % 29 !== 0);
    // eighths are exact in binary: the plain sum is the exact sum
    const sum = used.reduce((s, v) => s + v, 0);
    expect(a.result()).toEqual({
      count: used.length + other,
      missing,
      numbers: used.length,
      sum,
      min: Math.min(...used),
      max: Math.max(...used),
      mean: sum / used.length,
    });
  });

  it('adds a million decimals to the correctly rounded sum, not to drift', () => {
    const a = createColumnAggregate();
    for (let i = 0; i < 1_000_000; i++) a.addNumber(0.1);
    expect(a.result().sum).toBe(100_000);
    let naive = 0;
    for (let i = 0; i < 1_000_000; i++) naive += 0.1;
    expect(naive).not.toBe(100_000);
  });

  it('has no min, max or mean without numbers; clone() is independent', () => {
    const a = createColumnAggregate();
    a.addOther();
    a.addMissing();
    expect(a.result()).toEqual({ count: 1, missing: 1, numbers: 0, sum: 0, min: NaN, max: NaN, mean: NaN });
    const b = a.clone();
    b.addNumber(5);
    expect(a.result().numbers).toBe(0);
    expect(b.result()).toMatchObject({ numbers: 1, sum: 5, min: 5, max: 5, mean: 5 });
  });
});
