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

  it('createMisfitStore().reserve(n) keeps the misfits added before and after it', () => {
    const m = createMisfitStore();
    m.add(1, 'a', 0, 1);
    m.reserve(1_000);
    for (let r = 2; r < 600; r++) m.add(r, r % 2 ? 'b' : `t${r}`, 0, r % 2 ? 1 : `t${r}`.length);
    const map = m.finish();
    expect(map.size).toBe(599);
    expect([map.get(1), map.get(2), map.get(3), map.get(598)]).toEqual(['a', 't2', 'b', 't598']);
  });

  it('createMisfitStore().truncate(n) keeps the first n misfits', () => {
    const m = createMisfitStore();
    m.add(1, 'a', 0, 1);
    m.add(2, 'b', 0, 1);
    m.truncate(1);
    expect([...m.finish()]).toEqual([[1, 'a']]);
  });
});
