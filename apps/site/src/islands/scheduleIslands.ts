import {
  GROUP_ATTRIBUTE,
  HYDRATE_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type HydrateOn,
} from './attributes.js';
import { holdInteractions } from './holdInteractions.js';
import type { hydrateIsland } from './hydrateIsland.js';

export type IslandModule = { default: Parameters<typeof hydrateIsland>[1] };
/** Island modules by path (`./islands/<name>.tsx`), as import.meta.glob in the entry lists them. */
export type IslandLoaders = Record<string, () => Promise<IslandModule>>;

export interface IslandRuntime {
  loaders: IslandLoaders;
  /** Loads React DOM and the hydration code (src/islands/hydrateIsland.tsx) on first use. */
  loadHydrator: () => Promise<{ hydrateIsland: typeof hydrateIsland }>;
}

/**
 * Calls `start` when the element's content scrolls into view (the wrapper itself has no box:
 * display: contents, so its children are observed).
 */
function whenVisible(wrapper: Element, start: () => void): void {
  if (typeof IntersectionObserver !== 'function') return void start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '200px' },
  );
  for (const child of wrapper.children) observer.observe(child);
}

/**
 * Sets up every island of the page to hydrate when it matters (its data-hydrate: interaction
 * or visible), holding the visitor's clicks and edits until then. Nothing of React loads
 * before the first island hydrates. <html> gets data-islands="ready" once everything is set up,
 * and "hydrated" when every island has hydrated (end-to-end tests wait for these).
 */
export function scheduleIslands(root: Document, runtime: IslandRuntime): void {
  const wrappers = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const starters = new Map<HTMLElement, () => Promise<void>>();
  const inGroup = (group: string) => wrappers.filter((w) => w.getAttribute(GROUP_ATTRIBUTE) === group);
  const markHydrated = () => {
    if (wrappers.every((w) => w.hasAttribute(HYDRATED_ATTRIBUTE))) root.documentElement.dataset.islands = 'hydrated';
  };

  for (const wrapper of wrappers) {
    let started: Promise<void> | null = null;
    const start = () => {
      if (started) return started;
      started = hydrate(wrapper, runtime, held).finally(markHydrated);
      const group = wrapper.getAttribute(GROUP_ATTRIBUTE);
      if (group) for (const other of inGroup(group)) void starters.get(other)?.();
      return started;
    };
    const held = holdInteractions(wrapper, () => void start());
    starters.set(wrapper, start);
    if ((wrapper.getAttribute(HYDRATE_ATTRIBUTE) as HydrateOn | null) === 'visible') whenVisible(wrapper, () => void start());
  }
  root.documentElement.dataset.islands = wrappers.length === 0 ? 'hydrated' : 'ready';
}

async function hydrate(wrapper: HTMLElement, { loaders, loadHydrator }: IslandRuntime, held: ReturnType<typeof holdInteractions>): Promise<void> {
  const name = wrapper.getAttribute(ISLAND_ATTRIBUTE)!;
  const load = loaders[`./islands/${name}.tsx`];
  try {
    if (!load) throw new Error(`No island module named ${name}`);
    const [{ hydrateIsland }, { default: Component }] = await Promise.all([loadHydrator(), load()]);
    const props = JSON.parse(wrapper.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    await hydrateIsland(wrapper, Component, props);
    held.release();
  } catch (error) {
    // Its code did not load (offline, a deploy replaced it): the island stays static HTML.
    console.error(`Island ${name} did not hydrate`, error);
    held.drop();
  }
  wrapper.setAttribute(HYDRATED_ATTRIBUTE, '');
}
