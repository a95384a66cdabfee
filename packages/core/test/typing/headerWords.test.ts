import { describe, expect, it } from 'vitest';
import { headerWords } from '../../src/typing/headerWords.js';

describe('headerWords', () => {
  it('headerWords(header) splits at separators and camelCase humps, lower-cased', () => {
    expect(headerWords('temp_max')).toEqual(['temp', 'max']);
    expect(headerWords('orderDate')).toEqual(['order', 'date']);
    expect(headerWords('Price (USD)')).toEqual(['price', 'usd']);
  });
  it('headerWords(header) keeps currency and percent symbols as words', () => {
    expect(headerWords('Cost Total $')).toEqual(['cost', 'total', '$']);
    expect(headerWords('share%')).toEqual(['share', '%']);
  });
  it('headerWords("") is empty', () => {
    expect(headerWords('')).toEqual([]);
  });
});
