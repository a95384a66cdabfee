import type { ReactNode } from 'react';

/** An ISO date or period as core writes them: 2014-12-28, 2014-12, 2014-W05, 2014-Q1. */
const ISO_PERIOD = /\b\d{4}-(?:\d{2}(?:-\d{2})?|W\d{2}|Q[1-4])\b/g;

/**
 * `text` with each ISO date or period kept on one line (a `.tl-nowrap` span, theme.css). Chromium breaks a line
 * after a hyphen before digits, so at 375 px "GOOG 2004-08 to 2010-03" came out as "2004-" / "08" (issue 13).
 * CSS rather than a non-breaking hyphen (U+2011): the text copies, pastes and searches as written.
 *
 * @example
 * <p><WholeDates text="GOOG 2004-08 to 2010-03" /></p> // GOOG <span class="tl-nowrap">2004-08</span> to <span …>2010-03</span>
 */
export function WholeDates({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(ISO_PERIOD)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(
      <span key={m.index} className="tl-nowrap">
        {m[0]}
      </span>,
    );
    last = m.index + m[0].length;
  }
  if (last === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
