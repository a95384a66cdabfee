/** Cell texts read as missing values besides empty and blank cells (docs/ingest.md "Missing values"). */
export const DEFAULT_MISSING_VALUES: readonly string[] = ['NA', 'N/A', 'n/a', 'NULL', 'null', '-', '#N/A'];

/**
 * A test of whether `text[start, end)` is a missing value: blank (empty, spaces, tabs), or one of
 * `markers` once surrounding spaces are trimmed (exact case). Only short texts whose first character
 * starts a marker are sliced, so numbers cost one comparison. Internal to typing/.
 *
 * @example
 * const isMissing = createMissingTest(DEFAULT_MISSING_VALUES);
 * isMissing('N/A'); // true
 * isMissing(' 12 '); // false
 */
export function createMissingTest(markers: readonly string[]): (text: string, start?: number, end?: number) => boolean {
  const set = new Set(markers.map((m) => m.trim()).filter((m) => m !== ''));
  // a table, not a Set: this runs for every number cell
  const firsts = new Uint8Array(0x10000);
  for (const m of set) firsts[m.charCodeAt(0)] = 1;
  for (const c of [32, 9, 0xa0]) firsts[c] = 1;
  const longest = Math.max(0, ...[...set].map((m) => m.length));
  return (text, start = 0, end = text.length) => {
    if (start === end) return true;
    const first = text.charCodeAt(start);
    // most cells start with a character no marker starts with: one comparison
    if (firsts[first] === 0) return false;
    while (start < end && isSpace(text.charCodeAt(start))) start++;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    if (start === end) return true;
    if (end - start > longest || firsts[text.charCodeAt(start)] === 0) return false;
    return set.has(text.slice(start, end));
  };
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 0xa0;
}
