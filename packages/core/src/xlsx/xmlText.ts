const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g;
const NAMED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const OOXML_ESCAPE = /_x([0-9a-fA-F]{4})_/g;

/**
 * The text of an XML text node or attribute: the five predefined entities and character references,
 * then OOXML's `_xHHHH_` escapes (how Excel writes control characters). No other entity exists here:
 * readXmlPart refuses documents with a DTD, so nothing can be defined (no XXE, no entity expansion).
 *
 * @example
 * xmlText('a &amp; b_x000D_'); // 'a & b\r'
 */
export function xmlText(raw: string): string {
  if (!raw.includes('&') && !raw.includes('_x')) return raw;
  return raw
    .replace(ENTITY, (_, name: string | undefined, dec: string | undefined, hex: string | undefined) =>
      name ? NAMED[name]! : String.fromCodePoint(Number.parseInt(dec ?? hex!, dec ? 10 : 16)),
    )
    .replace(OOXML_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The value of attribute `name` in a start tag's text, unescaped, or null. */
export function xmlAttribute(tag: string, name: string): string | null {
  const at = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  return at ? xmlText(at[2] ?? at[3] ?? '') : null;
}

/** The concatenated text of every `<t>` element in `xml` (a shared string or inline string with rich-text runs). */
export function xmlTextRuns(xml: string): string {
  let text = '';
  for (const m of xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)) text += xmlText(m[1]!);
  return text;
}
