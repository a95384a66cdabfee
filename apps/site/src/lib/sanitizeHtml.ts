import DOMPurify, { type WindowLike } from 'dompurify';

let purifier = DOMPurify;

/** The prerender runs in Node: give DOMPurify a DOM window (jsdom) to sanitise with. */
export function setPurifyWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/** Article HTML through DOMPurify (HTML profile only: no scripts, no event handlers, no SVG/MathML). */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) throw new Error('DOMPurify has no DOM to sanitise with');
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
