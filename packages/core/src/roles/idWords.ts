import { headerWords } from '../typing/headerWords.js';

/** Header words that name a key: a column under one holds ids or codes, never a quantity and not a default category. */
export const ID_WORDS: ReadonlySet<string> = new Set(['id', 'ids', 'uuid', 'guid', 'key', 'code', 'zip', 'zipcode', 'postcode', 'postal', 'sku', 'isbn', 'ean', 'upc', 'phone', 'tel', 'iban', 'ssn', 'nr']);

/**
 * The word of a header that names a key (`ID_WORDS`), or undefined. Internal to roles/.
 *
 * @example
 * idWord('item_id'); // 'id'
 * idWord('gap_species_code'); // 'code'
 * idWord('common_name'); // undefined
 */
export function idWord(header: string): string | undefined {
  return headerWords(header).find((w) => ID_WORDS.has(w));
}
