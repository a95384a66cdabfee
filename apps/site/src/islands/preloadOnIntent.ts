import { AFTER_LOAD_PRELOADS_META } from './attributes.js';

/** The first signs that a visitor is about to use the page: a pointer moving or pressing, a key, focus, scrolling. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/**
 * Once the page has loaded and the visitor shows a first sign of using it (see INTENT_EVENTS), adds a
 * low-priority modulepreload for each chunk the page's meta lists (React DOM and the hydration code):
 * fetched and compiled, not run, so the island they reach for next hydrates without waiting for the
 * network. A visitor who only reads never downloads or compiles React's 68 KB (on a phone that is data and
 * battery; in Lighthouse's load, which never moves a pointer, it is main-thread time that blocked input).
 * A pointer or a finger moves well before it clicks, so the chunks are usually in before the first tap; a
 * tap that is sooner hydrates its island itself (the browser fetches a module once, and holdInteractions
 * replays the tap).
 */
export function preloadOnIntent(win: Window): void {
  const doc = win.document;
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${AFTER_LOAD_PRELOADS_META}"]`);
  const hrefs = meta?.content.split(/\s+/).filter(Boolean) ?? [];
  if (hrefs.length === 0) return;
  const add = () => {
    for (const href of hrefs) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.setAttribute('fetchpriority', 'low');
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  };
  const listen = () => {
    const onIntent = () => {
      for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, { capture: true });
      add();
    };
    for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, { capture: true, passive: true });
  };
  if (doc.readyState === 'complete') listen();
  else win.addEventListener('load', listen, { once: true });
}
