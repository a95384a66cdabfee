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
});
