import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '../../src/report/escapeMarkdown.js';

/** True when `s` has a `ch` not preceded by an odd number of backslashes. */
function hasUnescaped(s: string, ch: string): boolean {
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== ch) continue;
    let b = 0;
    for (let j = i - 1; j >= 0 && s[j] === '\\'; j--) b++;
    if (b % 2 === 0) return true;
  }
  return false;
}

describe('escapeMarkdown', () => {
  it('escapeMarkdown(text) flattens line breaks and escapes table, heading and emphasis characters', () => {
    expect(escapeMarkdown('a|b\n# c')).toBe('a\\|b \\# c');
    expect(escapeMarkdown('*x* _y_ `z` [l](u) ~s~')).toBe('\\*x\\* \\_y\\_ \\`z\\` \\[l\\](u) \\~s\\~');
    expect(escapeMarkdown('a\\b')).toBe('a\\\\b');
  });
  it('escapeMarkdown(text) turns HTML into entities', () => {
    expect(escapeMarkdown('<script>&')).toBe('&lt;script&gt;&amp;');
  });
  it('escapeMarkdown(text) stops lists, quotes and setext lines at the start', () => {
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('+ item')).toBe('\\+ item');
    expect(escapeMarkdown('===')).toBe('\\===');
    expect(escapeMarkdown('12. x')).toBe('12\\. x');
    expect(escapeMarkdown('3) x')).toBe('3\\) x');
    expect(escapeMarkdown('> q')).toBe('&gt; q');
    expect(escapeMarkdown('a - b 1. c')).toBe('a - b 1. c'); // mid-line: left alone
  });
  it('escapeMarkdown(text) never leaves a line break, a raw <, or an unescaped | # * _ ` [ for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        const e = escapeMarkdown(s);
        return (
          !/[\r\n<>]/.test(e) &&
          !['|', '#', '*', '_', '`', '[', ']', '~'].some((ch) => hasUnescaped(e, ch)) &&
          !/^\s*([-+=]|\d+[.)])/.test(e)
        );
      }),
      { seed: 42, numRuns: 300 },
    );
  }, 120_000); // generous: the CI box is shared (64 s at load 46)
});
