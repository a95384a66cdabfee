/**
 * Text made inert for Markdown (CommonMark + GFM tables): line breaks and tabs
 * become spaces; `\ ` * _ [ ] # | ~ are backslash-escaped; < > & become entities;
 * a leading - + = or 'digits.'/'digits)' is escaped so no list, heading or
 * setext underline can start. Safe inside a paragraph, a heading and a table cell.
 *
 * @example
 * escapeMarkdown('a|b\n# c'); // 'a\\|b \\# c'
 */
export function escapeMarkdown(text: string): string {
  const flat = text.replace(/[\r\n\t\u2028\u2029]+/g, ' ');
  const escaped = flat
    .replace(/[\\`*_[\]#|~]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return escaped.replace(/^(\s*)([-+=])/, '$1\\$2').replace(/^(\s*\d+)([.)])/, '$1\\$2');
}
