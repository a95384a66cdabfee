// The attributes the prerender writes on each island's wrapper and the browser reads back.
// Kept apart from island.tsx so the entry script can read them without loading React.

/** Names the island: its module is src/islands/<value>.tsx. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The island's props as JSON (absent when it has none). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** When the island hydrates (a HydrateOn value). */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
/** Islands that share state name the same group, and hydrate together. */
export const GROUP_ATTRIBUTE = 'data-island-group';
/** Set on the wrapper once its island has hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * When an island hydrates:
 * - `interaction`: when the visitor heads for it (pointer over or down, touch, focus, a key) —
 *   a click or submit that arrives before hydration has finished is held and replayed after it;
 * - `visible`: when it scrolls into view (an island that shows live data reads it then).
 */
export type HydrateOn = 'interaction' | 'visible';

/**
 * A `<meta>` in the page's head whose content lists, space-separated, the chunks of React DOM and the
 * hydration code (src/islands/hydrateIsland.tsx): the page preloads them once it has loaded and the
 * visitor first moves (src/islands/preloadOnIntent.ts), so they never compete with the document.
 */
export const AFTER_LOAD_PRELOADS_META = 'tallyline-after-load-preloads';
