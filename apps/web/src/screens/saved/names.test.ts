import { describe, expect, it } from 'vitest';
import { RENAME_TEXT } from '../../messages/saved.js';
import { NAME_MAX, nameError } from './names.js';

describe('rename validation', () => {
  it('a name must have something besides spaces', () => {
    expect(nameError('')).toBe(RENAME_TEXT.empty);
    expect(nameError('   \t ')).toBe(RENAME_TEXT.empty);
  });

  it(`a name has at most ${NAME_MAX} characters once trimmed`, () => {
    expect(nameError('x'.repeat(NAME_MAX))).toBeNull();
    expect(nameError(`  ${'x'.repeat(NAME_MAX)}  `)).toBeNull();
    expect(nameError('x'.repeat(NAME_MAX + 1))).toBe(RENAME_TEXT.tooLong(NAME_MAX));
  });

  it('anything else is a valid name', () => {
    expect(nameError('Q3 sales — final (2)')).toBeNull();
  });
});
