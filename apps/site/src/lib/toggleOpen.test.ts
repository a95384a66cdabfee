import { describe, expect, it } from 'vitest';
import { toggleOpen } from './toggleOpen.js';

describe('toggleOpen', () => {
  it('toggleOpen(null, a) opens a', () => expect(toggleOpen(null, 'a')).toBe('a'));
  it('toggleOpen(a, b) opens b and so closes a', () => expect(toggleOpen('a', 'b')).toBe('b'));
  it('toggleOpen(a, a) collapses the open item', () => expect(toggleOpen('a', 'a')).toBeNull());
});
