import { describe, expect, it } from 'vitest';
import { createMisfitStore } from '../../src/typing/createMisfitStore.js';

describe('createMisfitStore', () => {
  it('createMisfitStore().finish() maps each misfit row to its text', () => {
    const m = createMisfitStore();
    m.add(3, 'x,n/a', 2, 5);
    m.add(70_000, 'n/a', 0, 3);
    m.add(70_001, 'oops', 0, 4);
    expect(m.length).toBe(3);
    expect([...m.finish()]).toEqual([
      [3, 'n/a'],
      [70_000, 'n/a'],
      [70_001, 'oops'],
    ]);
  });

  it('createMisfitStore().truncate(n) keeps the first n misfits', () => {
    const m = createMisfitStore();
    m.add(1, 'a', 0, 1);
    m.add(2, 'b', 0, 1);
    m.truncate(1);
    expect([...m.finish()]).toEqual([[1, 'a']]);
  });
});
