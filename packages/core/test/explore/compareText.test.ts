import { describe, expect, it } from 'vitest';
import { compareText } from '../../src/explore/compareText.js';

describe('compareText', () => {
  it('compareText(a, b) orders numbers inside text numerically', () => {
    expect(['item 10', 'item 2', 'item 1'].sort(compareText)).toEqual(['item 1', 'item 2', 'item 10']);
  });
  it('compareText(a, b) ignores case', () => {
    expect(compareText('oslo', 'OSLO')).toBe(0);
  });
});
