import { codeArray } from './codeArray.js';
import type { TextCodes } from './types.js';

/**
 * Texts as a dictionary of distinct values ('' first, then first-seen order) and one code per text.
 *
 * @example
 * dictionaryEncode(['b', '', 'b']); // { dictionary: ['', 'b'], codes: Uint8Array [1, 0, 1] }
 */
export function dictionaryEncode(texts: readonly string[]): { dictionary: string[]; codes: TextCodes } {
  const index = new Map<string, number>([['', 0]]);
  const dictionary = [''];
  const ids = new Uint32Array(texts.length);
  texts.forEach((t, i) => {
    let code = index.get(t);
    if (code === undefined) {
      code = dictionary.push(t) - 1;
      index.set(t, code);
    }
    ids[i] = code;
  });
  const codes = codeArray(texts.length, dictionary.length);
  codes.set(ids);
  return { dictionary, codes };
}
