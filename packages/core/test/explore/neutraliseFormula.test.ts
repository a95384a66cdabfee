import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from '../../src/explore/neutraliseFormula.js';

describe('neutraliseFormula', () => {
  it('neutraliseFormula(text) prefixes =, +, -, @, tab and CR with an apostrophe', () => {
    for (const t of ['=1', '+a', '-a', '@a', '\ta', '\ra']) expect(neutraliseFormula(t)).toBe(`'${t}`);
  });
  it('neutraliseFormula(text) keeps plain numbers, including negative ones', () => {
    expect(neutraliseFormula('-5')).toBe('-5');
    expect(neutraliseFormula('+3.25')).toBe('+3.25');
    expect(neutraliseFormula('-1e3')).toBe('-1e3');
  });
  it('neutraliseFormula(text) still neutralises a formula that starts like a number', () => {
    expect(neutraliseFormula('-1+2')).toBe("'-1+2");
  });
  it('neutraliseFormula(text) leaves ordinary and empty text alone', () => {
    expect(neutraliseFormula('Oslo')).toBe('Oslo');
    expect(neutraliseFormula('')).toBe('');
  });
});
