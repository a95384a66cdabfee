import { describe, expect, it } from 'vitest';
import { createMissingTest } from '../../src/typing/createMissingTest.js';
import { createTextCells } from '../../src/typing/createTextCells.js';

const isMissing = createMissingTest(['N/A']);

describe('createTextCells', () => {
  it('createTextCells(isMissing) encodes rows as codes and flags blank and marker entries', () => {
    const t = createTextCells(isMissing);
    const line = 'x, ,x,,N/A';
    const codes = [
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 6],
      [7, 10],
    ].map(([a, b]) => t.lookup(line, a!, b!));
    expect(codes).toEqual([1, 2, 1, 0, 3]);
    for (const c of codes) t.append(c);
    expect([0, 1, 2, 3].map((c) => [t.isMissing(c), t.isMarker(c)])).toEqual([
      [true, false],
      [false, false],
      [true, false],
      [true, true],
    ]);
    expect(t.text(t.code(2))).toBe('x');
  });

  it('createTextCells().finish() drops marker entries, which rows hold as 0 by then', () => {
    const t = createTextCells(isMissing);
    for (const cell of ['a', 'N/A', 'b']) t.append(t.lookup(cell, 0, cell.length));
    t.recode(1, 0);
    const { dictionary, codes } = t.finish();
    expect(dictionary).toEqual(['', 'a', 'b']);
    expect([...codes]).toEqual([1, 0, 2]);
  });

  it('createTextCells().truncate(rows, entries) drops rows and the entries they added', () => {
    const t = createTextCells(isMissing);
    t.append(t.lookup('a', 0, 1));
    t.append(t.lookup('b', 0, 1));
    t.truncate(1, 2);
    expect(t.lookup('c', 0, 1)).toBe(2);
    t.append(2);
    expect(t.finish().dictionary).toEqual(['', 'a', 'c']);
  });
});
