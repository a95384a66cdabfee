/**
 * A short, stable id fragment for a text: 32-bit FNV-1a, in base 36.
 * Used to derive deterministic ids from content (no random ids in core).
 *
 * @example
 * hashString('sales'); // always the same 1–7 character string
 */
export function hashString(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
