import { AFTER_LOAD_PRELOADS_META } from './attributes.js';

/**
 * Once the page has loaded (and the main thread is idle), adds a low-priority modulepreload for each
 * chunk the page's meta lists (React DOM and the hydration code): fetched and compiled, not run, so the
 * first island hydrates without waiting for the network, yet React's 68 KB never compete with the
 * document, its CSS or its images for the first paint. An island hydrating sooner imports them itself
 * (the browser fetches a module once).
 */
export function preloadAfterLoad(win: Window): void {
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
  const whenIdle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(add, { timeout: 2000 }) : win.setTimeout(add, 0));
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
