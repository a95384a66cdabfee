import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppErrorBoundary } from '../components/AppErrorBoundary.js';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island.js';

export type IslandModule = { default: ComponentType<object> };
/** Island modules by path (`./islands/<name>.tsx`), as import.meta.glob in the entry lists them. */
export type IslandLoaders = Record<string, () => Promise<IslandModule>>;

/** Lets the browser handle input and paint between islands, so no hydration is one long task. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates every island of the page, in document order, one per task. The rest of the page is
 * static HTML and stays as the prerender wrote it. An island whose code fails to render shows
 * the error screen in its place; the others still hydrate. When all are done, <html> gets
 * data-islands="hydrated" (end-to-end tests wait for it before they click).
 */
export async function hydrateIslands(root: ParentNode, loaders: IslandLoaders): Promise<void> {
  for (const el of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = el.getAttribute(ISLAND_ATTRIBUTE)!;
    const load = loaders[`./islands/${name}.tsx`];
    if (!load) {
      console.error(`No island module named ${name}`);
      continue;
    }
    try {
      const { default: Component } = await load();
      const props = JSON.parse(el.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
      hydrateRoot(el, createElement(AppErrorBoundary, null, createElement(Component, props)));
    } catch (error) {
      // Its chunk did not load (offline, a deploy replaced it): the island stays static HTML.
      console.error(`Island ${name} did not load`, error);
    }
    await yieldToMain();
  }
  document.documentElement.dataset.islands = 'hydrated';
}
