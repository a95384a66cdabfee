import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LOAD_PRELOADS_META } from './attributes.js';
import { preloadOnIntent } from './preloadOnIntent.js';

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

describe('preloadOnIntent', () => {
  it('adds nothing while loading, nor after load until the visitor moves; then one low-priority modulepreload per listed chunk', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    listChunks('/assets/react-AbCd1234.js  /assets/hydrateIsland-EfGh5678.js');
    preloadOnIntent(window);
    window.dispatchEvent(new Event('pointermove'));
    expect(preloads()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    expect(preloads()).toEqual([]);

    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(preloads().map((l) => new URL(l.href).pathname)).toEqual(['/assets/react-AbCd1234.js', '/assets/hydrateIsland-EfGh5678.js']);
    for (const link of preloads()) {
      expect(link.getAttribute('fetchpriority')).toBe('low');
      // Module scripts are fetched in CORS mode: without crossorigin the preload would not be reused.
      expect(link.hasAttribute('crossorigin')).toBe(true);
    }
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'])('a %s on a loaded page preloads once, whatever follows', (type) => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    listChunks('/assets/react-AbCd1234.js');
    preloadOnIntent(window);
    expect(preloads()).toEqual([]);
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    expect(preloads()).toHaveLength(1);
  });

  it('does nothing on a page without the list (no islands)', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const listeners = vi.spyOn(window, 'addEventListener');
    preloadOnIntent(window);
    window.dispatchEvent(new Event('pointermove'));
    expect(listeners).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });
});
