import type { ComponentType } from 'react';
import { GROUP_ATTRIBUTE, HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type HydrateOn } from './attributes.js';

export interface IslandOptions {
  /** When the island hydrates in the browser (see HydrateOn). */
  hydrate: HydrateOn;
  /** Islands of one page that share a store name the same group: when one hydrates, all do. */
  group?: string;
}

/**
 * Makes an interactive part of a page an island: the prerender writes its HTML inside a wrapper
 * that names it, and the browser hydrates only these wrappers (src/islands/scheduleIslands.ts),
 * each when it matters, not the whole static page: React DOM loads and runs only then, so it is
 * not on the critical path of the first paint (Lighthouse TBT on mobile, issues 8 and 16).
 *
 * `name` must be the island's file name in src/islands/ (whose default export is `Component`);
 * the prerender fails the build if it is not. Props travel as JSON, so they must be plain data.
 * An island may not call useId: its ids would differ between the whole-page server render and
 * the island-rooted client render; ids come in through props instead.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>, { hydrate, group }: IslandOptions): ComponentType<P> {
  function Island(props: P) {
    const json = JSON.stringify(props);
    const attributes = {
      [ISLAND_ATTRIBUTE]: name,
      [ISLAND_PROPS_ATTRIBUTE]: json === '{}' ? undefined : json,
      [HYDRATE_ATTRIBUTE]: hydrate,
      [GROUP_ATTRIBUTE]: group,
    };
    return (
      <div {...attributes}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
