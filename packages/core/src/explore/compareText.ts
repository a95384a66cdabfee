const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Numeric-aware, case-insensitive text order ("item 2" before "item 10"), the same in every locale
 * so a sort is reproducible.
 *
 * @example
 * ['item 10', 'Item 2'].sort(compareText); // ['Item 2', 'item 10']
 */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}
