/**
 * The lower-case words of a header: split at anything that is not a letter or digit and at camelCase
 * humps, so 'temp_max', 'orderDate' and 'Price (USD)' read ['temp', 'max'], ['order', 'date'], ['price', 'usd'].
 * Currency symbols are kept as words of their own. Internal to typing/ and roles/.
 *
 * @example
 * headerWords('orderDate'); // ['order', 'date']
 * headerWords('Revenue ($)'); // ['revenue', '$']
 */
export function headerWords(header: string): string[] {
  return header
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([$€£¥%])/g, ' $1 ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}$€£¥%]+/u)
    .filter((w) => w !== '');
}
