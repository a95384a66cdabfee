import { xmlTextRuns } from './xmlText.js';

/**
 * The shared string table (xl/sharedStrings.xml): the text of each `<si>`, rich-text runs joined.
 * Cells of type "s" hold an index into it.
 *
 * @example
 * readSharedStrings('<sst><si><t>North</t></si><si><r><t>So</t></r><r><t>uth</t></r></si></sst>'); // ['North', 'South']
 */
export function readSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  for (const m of xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)) strings.push(m[1] === undefined ? '' : xmlTextRuns(m[1]));
  return strings;
}
