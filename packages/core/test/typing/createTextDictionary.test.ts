import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTextDictionary } from '../../src/typing/createTextDictionary.js';

describe('createTextDictionary', () => {
  it('createTextDictionary() starts with the empty text as code 0', () => {
    const d = createTextDictionary();
    expect(d.entries).toEqual(['']);
    expect(d.code('abc', 1, 1)).toBe(0);
  });

  it('createTextDictionary().code(text, start, end) gives equal texts one code wherever they lie', () => {
    const d = createTextDictionary();
    const long = 'a rather long description'; // 25 characters: longer than V8 copies on slice
    const line = `North,South,North,${long},${long}`;
    expect(d.code(line, 0, 5)).toBe(1);
    expect(d.code(line, 6, 11)).toBe(2);
    expect(d.code(line, 12, 17)).toBe(1);
    expect(d.code(line, 18, 43)).toBe(3);
    expect(d.code(line, 44, 69)).toBe(3);
    expect(d.entries).toEqual(['', 'North', 'South', 'a rather long description']);
  });

  it('createTextDictionary() agrees with a Map over many texts (growth and collisions included)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 20 }), { maxLength: 3000 }), (texts) => {
        const d = createTextDictionary();
        const model = new Map<string, number>([['', 0]]);
        for (const t of texts) {
          if (!model.has(t)) model.set(t, model.size);
          expect(d.code(`<${t}>`, 1, t.length + 1)).toBe(model.get(t));
        }
        expect(d.entries).toEqual([...model.keys()]);
      }),
      { numRuns: 30 },
    );
  });

  it('createTextDictionary().truncate(size) forgets later entries, which then get new codes again', () => {
    const d = createTextDictionary();
    for (const t of ['a', 'b', 'c']) d.code(t, 0, 1);
    d.truncate(2);
    expect(d.entries).toEqual(['', 'a']);
    expect(d.code('c', 0, 1)).toBe(2);
    expect(d.code('a', 0, 1)).toBe(1);
  });
});
