import type { ComponentType } from 'react';

/** Marks the element that wraps an island in the prerendered HTML; its value names the module. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * Makes an interactive part of a page an island: the prerender writes its HTML inside a wrapper
 * that names it, and the browser hydrates only these wrappers (src/islands/hydrate.ts), not the
 * whole static page — Lighthouse's TBT on mobile (issue 8) comes from hydration work.
 *
 * `name` must be the island's file name in src/islands/ (whose default export is `Component`);
 * the prerender fails the build if it is not. Props travel as JSON, so they must be plain data.
 * An island may not call useId: its ids would differ between the whole-page server render and
 * the island-rooted client render; ids come in through props instead.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const json = JSON.stringify(props);
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: json === '{}' ? undefined : json }} style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
