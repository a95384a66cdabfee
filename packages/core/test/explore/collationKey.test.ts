import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collationKey } from '../../src/explore/collationKey.js';
import { compareText } from '../../src/explore/compareText.js';

const sign = (x: number) => (x < 0 ? -1 : x > 0 ? 1 : 0);
const keyOrder = (a: string, b: string) => {
  const ka = collationKey(a)!;
  const kb = collationKey(b)!;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

// generous: thousands of collator calls on a loaded CI machine
describe('collationKey', { timeout: 60_000 }, () => {
  it('collationKey(text) orders two texts as compareText does (printable ASCII, tabs, line ends, digit runs)', () => {
    // the alphabet leans on what collation treats specially: case, digits and leading zeros, spaces and punctuation
    const text = fc.string({ unit: fc.constantFrom(...' \t\n\raAbBzZ0000123456789-_.,;:!?"\'()/\\|@#$%&*+=<>[]{}~^`'.split('')), maxLength: 10 });
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(keyOrder(a, b)).toBe(sign(compareText(a, b)));
      }),
      { numRuns: 5_000 },
    );
  });

  it('collationKey(text) compares digit runs by value and ignores case, as the collator does', () => {
    expect(keyOrder('item 2', 'Item 10')).toBe(-1); // 2 < 10
    expect(keyOrder('007', '7')).toBe(0); // leading zeros do not count
    expect(keyOrder('North', 'north')).toBe(0);
    expect(keyOrder('a b', 'ab')).toBe(-1); // a space sorts before letters
  });

  it('collationKey(text) orders texts with accented Latin letters as compareText does (accents and case ignored)', () => {
    const text = fc.string({ unit: fc.constantFrom(...' aAeEéÉèêëzZçÇñÑöÖåÅüŸøß0123-.'.split('')), maxLength: 8 });
    fc.assert(
      fc.property(text, text, (a, b) => {
        const ka = collationKey(a);
        const kb = collationKey(b);
        if (ka !== null && kb !== null) expect(keyOrder(a, b)).toBe(sign(compareText(a, b)));
      }),
      { numRuns: 3_000 },
    );
    expect(keyOrder('École', 'ecole')).toBe(0);
    expect(keyOrder('résumé', 'resumes')).toBe(-1);
    expect(keyOrder('Zürich', 'zurich 2')).toBe(-1);
  });

  it('collationKey(text) is null for what the collator reads otherwise: other scripts, ß, ø, combining marks, controls, a run of more than 200 digits', () => {
    expect(collationKey('café')).not.toBeNull();
    for (const text of ['straße', 'øre', 'æble', 'e\u0301', 'Ωmega', '日本', '\u0001']) expect(collationKey(text)).toBeNull();
    expect(collationKey('1'.repeat(201))).toBeNull();
    expect(collationKey('1'.repeat(200))).not.toBeNull();
  });
});
