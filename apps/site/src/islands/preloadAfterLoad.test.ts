import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LOAD_PRELOADS_META } from './attributes.js';
import { preloadAfterLoad } from './preloadAfterLoad.js';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

function listChunks(content: string) {
  const meta = document.createElement('meta');
  meta.name = AFTER_LOAD_PRELOADS_META;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('preloadAfterLoad', () => {
  it('adds nothing while the page is loading, then one low-priority modulepreload per listed chunk', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    listChunks('/assets/react-AbCd1234.js  /assets/hydrateIsland-EfGh5678.js');
    preloadAfterLoad(window);
    expect(preloads()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    expect(preloads().map((l) => new URL(l.href).pathname)).toEqual(['/assets/react-AbCd1234.js', '/assets/hydrateIsland-EfGh5678.js']);
    for (const link of preloads()) {
      expect(link.getAttribute('fetchpriority')).toBe('low');
      // Module scripts are fetched in CORS mode: without crossorigin the preload would not be reused.
      expect(link.hasAttribute('crossorigin')).toBe(true);
    }
  });

  it('preloads at once (when idle) on a page that has already loaded', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    listChunks('/assets/react-AbCd1234.js');
    preloadAfterLoad(window);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
  });

  it('does nothing on a page without the list (no islands)', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const timers = vi.spyOn(window, 'setTimeout');
    preloadAfterLoad(window);
    expect(timers).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });
});
