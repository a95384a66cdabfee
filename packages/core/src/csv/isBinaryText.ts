/**
 * Whether decoded text looks like a binary file rather than CSV: it holds a NUL character, or more
 * than 10% of its characters are control characters other than tab, CR and LF.
 *
 * @example
 * isBinaryText('a,b\n1,2\n'); // false
 * isBinaryText('PK\u0003\u0004\u0000'); // true
 */
export function isBinaryText(text: string): boolean {
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0x7f) control++;
  }
  return control > text.length * 0.1;
}
