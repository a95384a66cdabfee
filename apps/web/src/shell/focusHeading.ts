import { useEffect, useRef } from 'react';

/**
 * Moves focus to the main heading (the page's h1 inside #main-content), giving it tabIndex -1 when
 * it has none, so a screen reader reads the new screen and the next Tab starts there. Does nothing
 * while a dialog or a menu is open: it owns focus, and a menu that loses focus closes (a user menu opened
 * just after signing in shut itself when the screen signing in leads to appeared). Answers whether a
 * heading was focused.
 */
export function focusMainHeading(doc: Document = document): boolean {
  if (doc.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return true;
  // The screen's h1; a screen that shows only a guard ('No Data Available') has its h2.
  const h1 = doc.querySelector<HTMLElement>('#main-content h1') ?? doc.querySelector<HTMLElement>('#main-content h2');
  if (!h1) return false;
  if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
  h1.focus();
  return true;
}

/** How long a new screen may take to show its heading (a spinner first, a lazy chunk on a slow machine). */
const WAIT_FOR_HEADING_MS = 15_000;

/**
 * On every change of `locationKey` after the first (a move between workflow steps or other
 * screens), focus goes to the new screen's h1 — at once, or as soon as the heading appears.
 */
export function useFocusHeadingOnNavigate(locationKey: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusMainHeading()) return;
    const main = document.getElementById('main-content') ?? document.body;
    const observer = new MutationObserver(() => {
      if (focusMainHeading()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [locationKey]);
}
