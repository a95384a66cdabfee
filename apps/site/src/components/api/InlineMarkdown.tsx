/**
 * OpenAPI descriptions are CommonMark; the page renders only the part they use here,
 * `code spans`, as <code> elements. Everything else stays text (no HTML is injected).
 */
export function InlineMarkdown({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`)/g);
  return (
    <>
      {parts.map((part, i) => (part.length > 2 && part.startsWith('`') && part.endsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part))}
    </>
  );
}
