import { xmlAttribute } from './xmlText.js';

// Excel's built-in number formats that show a date or time (ECMA-376 part 1, 18.8.30).
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/**
 * Which cell styles (the `s` attribute of a cell, an index into cellXfs) format a number as a date:
 * Excel stores dates as day serials, and only the style says a number is one. A custom format is a
 * date format when, outside quoted text and [brackets], it uses d, m, y, h or s codes.
 *
 * @example
 * readDateStyles(stylesXml).has(1); // true when the second cell style is yyyy-mm-dd
 */
export function readDateStyles(xml: string): Set<number> {
  const customDates = new Set<number>();
  for (const m of xml.matchAll(/<(?:\w+:)?numFmt\b[^>]*>/g)) {
    const id = Number(xmlAttribute(m[0], 'numFmtId'));
    if (isDateFormatCode(xmlAttribute(m[0], 'formatCode') ?? '')) customDates.add(id);
  }
  const styles = new Set<number>();
  const cellXfs = /<(?:\w+:)?cellXfs\b[\s\S]*?<\/(?:\w+:)?cellXfs>/.exec(xml)?.[0] ?? '';
  let index = 0;
  for (const m of cellXfs.matchAll(/<(?:\w+:)?xf\b[^>]*>/g)) {
    const id = Number(xmlAttribute(m[0], 'numFmtId') ?? 0);
    if (BUILT_IN_DATE_FORMATS.has(id) || customDates.has(id)) styles.add(index);
    index++;
  }
  return styles;
}

function isDateFormatCode(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}
