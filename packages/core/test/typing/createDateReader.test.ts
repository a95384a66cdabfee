import { describe, expect, it } from 'vitest';
import { createDateReader } from '../../src/typing/createDateReader.js';

describe('createDateReader', () => {
  it('createDateReader().order(current) follows the evidence of every distinct text', () => {
    const dates = createDateReader();
    expect(dates.read('01/02/2024', 'DMY')).toBe(Date.UTC(2024, 1, 1));
    expect(dates.read('02/13/2024', 'DMY')).toBeNaN();
    expect(dates.order('DMY')).toBe('MDY');
    expect(dates.ambiguous()).toBe(false);
    expect(dates.slashed()).toBe(true);
  });
  it('createDateReader().ambiguous() is true when only two-way texts were seen', () => {
    const dates = createDateReader();
    dates.read('01/02/2024', 'DMY');
    expect(dates.ambiguous()).toBe(true);
    expect(dates.order('DMY')).toBe('DMY');
  });
  it('createDateReader().reread(texts) rewrites values and invalid cells in the new order', () => {
    const dates = createDateReader();
    const texts = ['01/02/2024', '02/13/2024', 'N/A'];
    const values = new Float64Array(3);
    const invalid = new Map([[1, '02/13/2024']]);
    dates.reread(texts, values, invalid, 'MDY', (t) => t === 'N/A');
    expect([...values]).toEqual([Date.UTC(2024, 0, 2), Date.UTC(2024, 1, 13), NaN]);
    expect(invalid.size).toBe(0);
  });
});
