import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { compareText } from '../../src/explore/compareText.js';
import { sortPermutation } from '../../src/explore/sortPermutation.js';

describe('sortPermutation', () => {
  it('sortPermutation(ds, column, direction) is cached per Dataset, column and direction', () => {
    const ds = parseCsv('n\n3\n1\n2\n');
    const asc = sortPermutation(ds, 0, 'asc');
    expect([...asc]).toEqual([1, 2, 0]);
    expect(sortPermutation(ds, 0, 'asc')).toBe(asc);
    expect([...sortPermutation(ds, 0, 'desc')]).toEqual([0, 2, 1]);
  });
  it('sortPermutation(ds, column, direction) puts empty text last in both directions', () => {
    const ds = parseCsv('s,k\nb,1\n,2\na,3\n');
    expect([...sortPermutation(ds, 0, 'asc')]).toEqual([2, 0, 1]);
    expect([...sortPermutation(ds, 0, 'desc')]).toEqual([0, 2, 1]);
  });

  it('sortPermutation(ds, text column, direction) orders tricky texts as the collator does: accents, case, numbers, other scripts, empty last', () => {
    const texts = ['item 10', 'Item 2', 'item 2', '', 'école', 'Ecole', 'zèbre', 'Zebra', 'straße', 'strasse', 'Ωmega', '日本', 'apple', 'Äpfel', 'a1b', 'a01b', 'A 1', '-5', '', 'N/A', 'résumé', 'resume', 'Resumes'];
    const ds = parseCsv('t,k\n' + texts.map((t, i) => `"${t}",${i}`).join('\n') + '\n');
    const shown = (r: number) => ds.cellText(r, 0);
    for (const direction of ['asc', 'desc'] as const) {
      const rows = [...sortPermutation(ds, 0, direction)];
      const filled = rows.filter((r) => shown(r) !== '');
      // empty cells (and the N/A marker, read as empty) last, in row order
      expect(rows.slice(filled.length)).toEqual(rows.filter((r) => shown(r) === '').sort((a, b) => a - b));
      // the rest: a stable sort by the collator, reversed for desc (equal texts keep their row order)
      const sign = direction === 'asc' ? 1 : -1;
      const expected = [...filled].sort((a, b) => sign * compareText(shown(a), shown(b)) || a - b);
      expect(filled).toEqual(expected);
    }
  });

  it('sortPermutation(ds, text column) orders thousands of distinct notes as a collator sort does', () => {
    const words = ['fast', 'Delivery', 'late', 'refund', 'ok', 'great', 'customer', 'called', 'box', 'damaged', 'répété', 'order 12', 'order 3'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const notes = Array.from({ length: 4000 }, () => (next() < 0.05 ? '' : Array.from({ length: 2 + Math.floor(next() * 4) }, () => words[Math.floor(next() * words.length)]).join(' ')));
    const ds = parseCsv('note,i\n' + notes.map((t, i) => `"${t}",${i}`).join('\n') + '\n', { columnTypes: { note: 'string' } });
    const rows = [...sortPermutation(ds, 0, 'asc')];
    const texts = rows.map((r) => ds.cellText(r, 0));
    const filled = texts.filter((t) => t !== '');
    expect(texts.slice(filled.length).every((t) => t === '')).toBe(true);
    expect(filled).toEqual([...filled].sort(compareText));
    expect(rows).toHaveLength(ds.rowCount);
  });

  it('sortPermutation(ds, text column, direction) agrees with a stable collator sort on random notes (case, accents, digits, separators), empty cells last', () => {
    const word = fc.constantFrom('fast', 'Fast', 'late', 'later', 'box', 'bóx', 'order 12', 'order 3', 'Ωmega', 'a');
    const note = fc.oneof(fc.constant(''), fc.array(word, { minLength: 1, maxLength: 5 }).chain((words) => fc.constantFrom(' ', ', ', '  ').map((s) => words.join(s))));
    fc.assert(
      fc.property(fc.array(note, { minLength: 1, maxLength: 120 }), (notes) => {
        const ds = parseCsv('note,i\n' + notes.map((t, i) => `"${t}",${i}`).join('\n') + '\n', { columnTypes: { note: 'string' } });
        const shown = (r: number) => ds.cellText(r, 0);
        for (const direction of ['asc', 'desc'] as const) {
          const sign = direction === 'asc' ? 1 : -1;
          const expected = Array.from({ length: ds.rowCount }, (_, r) => r).sort((a, b) => {
            const ea = shown(a) === '' ? 1 : 0;
            const eb = shown(b) === '' ? 1 : 0;
            return ea - eb || (ea ? 0 : sign * compareText(shown(a), shown(b))) || a - b;
          });
          expect([...sortPermutation(ds, 0, direction)]).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('sortPermutation(ds, text column, direction) places rows by code when no two texts compare equal, and by rank when some do', () => {
    const words = ['fast', 'delivery', 'late', 'refund', 'ok', 'box', 'order 12', 'order 3'];
    let seed = 11;
    const next = (k: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % k;
    const distinct = Array.from({ length: 300 }, () => Array.from({ length: 1 + next(5) }, () => words[next(words.length)]).join(next(3) ? ' ' : ', '));
    for (const notes of [distinct, [...distinct, 'Fast box', 'fast box', 'FAST BOX']]) {
      const cells = Array.from({ length: 3000 }, () => (next(20) === 0 ? '' : notes[next(notes.length)]!));
      const ds = parseCsv('note,i\n' + cells.map((t, i) => `"${t}",${i}`).join('\n') + '\n', { columnTypes: { note: 'string' } });
      const shown = (r: number) => ds.cellText(r, 0);
      for (const direction of ['asc', 'desc'] as const) {
        const sign = direction === 'asc' ? 1 : -1;
        const expected = Array.from({ length: ds.rowCount }, (_, r) => r).sort((a, b) => {
          const ea = shown(a) === '' ? 1 : 0;
          const eb = shown(b) === '' ? 1 : 0;
          return ea - eb || (ea ? 0 : sign * compareText(shown(a), shown(b))) || a - b;
        });
        expect([...sortPermutation(ds, 0, direction)]).toEqual(expected);
      }
    }
  });

  it('sortPermutation(ds, number column, direction) sorts keys of one, two and three radix digits, low digits constant or not, as a comparator does', () => {
    let seed = 17;
    const next = (k: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 4) % k;
    for (const [span, unit] of [[1500, 1], [200_000, 1], [200_000, 2048], [2_000_000_000, 1], [900_000, 4096], [3, 4_194_304]] as const) {
      const cells = Array.from({ length: 3000 }, () => (next(30) === 0 ? '' : next(40) === 0 ? 'n/a' : String((next(span) - Math.floor(span / 3)) * unit)));
      const ds = parseCsv('n,i\n' + cells.map((t, i) => `${t},${i}`).join('\n') + '\n', { columnTypes: { n: 'number' } });
      const column = ds.columns[0]!;
      if (column.type !== 'number') throw new Error('expected a number column');
      const kind = (r: number) => (column.values[r] === column.values[r] ? 0 : column.invalid.has(r) ? 1 : 2);
      for (const direction of ['asc', 'desc'] as const) {
        const sign = direction === 'asc' ? 1 : -1;
        const expected = Array.from({ length: ds.rowCount }, (_, r) => r).sort((a, b) => kind(a) - kind(b) || (kind(a) === 0 ? sign * (column.values[a]! - column.values[b]!) : 0) || a - b);
        expect([...sortPermutation(ds, 0, direction)]).toEqual(expected);
      }
    }
  });

  it('sortPermutation(ds, number column) agrees with a comparator sort: numbers (-0 = 0), then misfits by text, then empty cells, stable', () => {
    const cell = fc.oneof(
      fc.integer({ min: -5000, max: 5000 }).map((k) => String(k / 100)),
      fc.integer({ min: -3, max: 3 }).map(String),
      fc.constantFrom('', '-0', '0', '0.000', '1e3', '-1.5e-7', '123456789012', 'NaN', 'n/a', 'abc', 'Abc', 'été', '日本', 'Ωmega', 'x 10', 'x 9'),
    );
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 120 }), (cells) => {
        const ds = parseCsv('n,i\n' + cells.map((t, i) => `"${t}",${i}`).join('\n') + '\n', { columnTypes: { n: 'number' } });
        const column = ds.columns[0]!;
        if (column.type !== 'number') throw new Error('expected a number column');
        const kind = (r: number) => (column.values[r] === column.values[r] ? 0 : column.invalid.has(r) ? 1 : 2);
        for (const direction of ['asc', 'desc'] as const) {
          const sign = direction === 'asc' ? 1 : -1;
          const expected = Array.from({ length: ds.rowCount }, (_, r) => r).sort((a, b) => {
            const ka = kind(a);
            const kb = kind(b);
            if (ka !== kb) return ka - kb;
            if (ka === 0) return sign * (column.values[a]! - column.values[b]!) || a - b;
            if (ka === 1) return sign * compareText(column.invalid.get(a)!, column.invalid.get(b)!) || a - b;
            return a - b;
          });
          expect([...sortPermutation(ds, 0, direction)]).toEqual(expected);
        }
      }),
      { numRuns: 200 },
    );
  });
});
