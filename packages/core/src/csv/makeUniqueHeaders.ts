/** Header names made usable, with counts of what had to change. */
export interface UniqueHeaders {
  readonly headers: string[];
  /** Names that repeated an earlier one and got a _2, _3… suffix. */
  readonly duplicates: number;
  /** Empty names replaced by "Column N" (N = 1-based position). */
  readonly empties: number;
}

/**
 * Trims header names, names empty ones "Column N" and suffixes repeats with _2, _3… so every
 * name is unique (a suffixed name never collides with a later real one).
 *
 * @example
 * makeUniqueHeaders(['a', '', 'a']).headers; // ['a', 'Column 2', 'a_2']
 */
export function makeUniqueHeaders(raw: readonly string[]): UniqueHeaders {
  const names = raw.map((h, i) => h.trim() || `Column ${i + 1}`);
  const empties = raw.filter((h) => h.trim() === '').length;
  const taken = new Set(names);
  const seen = new Set<string>();
  // the next suffix to try per name, so 16,000 repeats of one name cost 16,000 tries, not 128 million
  const nextSuffix = new Map<string, number>();
  let duplicates = 0;
  const headers = names.map((name) => {
    if (!seen.has(name)) {
      seen.add(name);
      return name;
    }
    duplicates++;
    let k = nextSuffix.get(name) ?? 2;
    while (taken.has(`${name}_${k}`)) k++;
    nextSuffix.set(name, k + 1);
    const unique = `${name}_${k}`;
    taken.add(unique);
    seen.add(unique);
    return unique;
  });
  return { headers, duplicates, empties };
}
