/**
 * Whether `text[start, end)` is empty or only spaces/tabs (a missing cell).
 *
 * @example
 * isBlank('  '); // true
 * isBlank('a,  ,b', 2, 4); // true
 */
export function isBlank(text: string, start = 0, end = text.length): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 0xa0) return false;
  }
  return true;
}
