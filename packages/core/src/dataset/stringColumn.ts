import { dictionaryEncode } from './dictionaryEncode.js';
import type { StringColumn } from './types.js';

/**
 * A text column from one text per row ('' = empty), dictionary-encoded: each distinct text once,
 * '' first, the others in first-seen order. For tests and producers other than ingest.
 *
 * @example
 * const c = stringColumn('region', ['North', '', 'North']);
 * c.dictionary; // ['', 'North']
 * c.codes; // Uint8Array [1, 0, 1]
 */
export function stringColumn(name: string, texts: readonly string[]): StringColumn {
  return { type: 'string', name, ...dictionaryEncode(texts), invalid: new Map() };
}
