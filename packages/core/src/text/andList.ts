/**
 * Names joined as an English list: 'a', 'a and b', 'a, b and c' (no Oxford comma, as every generated sentence).
 *
 * @example
 * andList(['city', 'state', 'county']); // 'city, state and county'
 */
export function andList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
