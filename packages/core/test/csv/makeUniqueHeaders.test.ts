import { describe, expect, it } from 'vitest';
import { makeUniqueHeaders } from '../../src/csv/makeUniqueHeaders.js';

describe('makeUniqueHeaders', () => {
  it('makeUniqueHeaders(raw) names empty headers "Column N" and suffixes repeats', () => {
    expect(makeUniqueHeaders(['a', '', 'a', ' a '])).toEqual({ headers: ['a', 'Column 2', 'a_2', 'a_3'], duplicates: 2, empties: 1 });
  });
  it('makeUniqueHeaders(raw) skips a suffix that a real header already uses', () => {
    expect(makeUniqueHeaders(['a', 'a', 'a_2']).headers).toEqual(['a', 'a_3', 'a_2']);
  });
  it('makeUniqueHeaders([]) is empty', () => {
    expect(makeUniqueHeaders([])).toEqual({ headers: [], duplicates: 0, empties: 0 });
  });
});
