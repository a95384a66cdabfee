const SYMBOLS = new Set(['$', '€', '£', '¥', '%']);

/**
 * The currency symbol ($ € £ ¥) or '%' written in more than half of `samples` (number parsing drops it,
 * so ingest keeps it in the column profile as evidence of money or percentages), else undefined.
 *
 * @example
 * detectValueSymbol(['$12', '$3.50', '4']); // '$'
 * detectValueSymbol(['12%', '3']); // undefined (1 of 2 is not more than half)
 */
export function detectValueSymbol(samples: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const s of samples) {
    const t = s.trim();
    const found = SYMBOLS.has(t[t.length - 1] ?? '') ? t[t.length - 1]! : [...t.slice(0, 2)].find((c) => SYMBOLS.has(c));
    if (found !== undefined) counts.set(found, (counts.get(found) ?? 0) + 1);
  }
  for (const [symbol, n] of counts) if (n * 2 > samples.length) return symbol;
  return undefined;
}
