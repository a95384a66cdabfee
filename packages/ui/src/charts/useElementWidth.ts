import { useLayoutEffect, useState } from 'react';

/**
 * The width of an element, measured before the first paint and followed on resize.
 * Why not visx's ParentSize: it renders nothing until its (debounced) ResizeObserver fires,
 * so every chart mount and every layout switch showed an empty card for a frame or more —
 * long enough, on a busy machine, to be caught by a screenshot.
 */
export function useElementWidth<T extends HTMLElement>(): [(el: T | null) => void, number] {
  const [el, setEl] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!el) return undefined;
    setWidth(Math.floor(el.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return undefined;
    let frame = 0;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      cancelAnimationFrame(frame);
      // One update per frame while a panel is being resized.
      frame = requestAnimationFrame(() => setWidth(next));
    });
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [el]);
  return [setEl, width];
}
