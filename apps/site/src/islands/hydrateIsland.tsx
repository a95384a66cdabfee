import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppErrorBoundary } from '../components/AppErrorBoundary.js';

/** Renders its children unchanged and reports once React has committed them (effects run after commit). */
function OnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Hydrates one island's prerendered HTML as its own React root, inside an error boundary (an island
 * that throws shows the error screen in its place; the rest of the page is unaffected). Resolves once
 * the island is interactive. This module is the only one that loads React DOM, and only when the
 * first island of a page hydrates.
 */
export function hydrateIsland(container: Element, Component: ComponentType<object>, props: object): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      container,
      <OnCommit done={resolve}>
        <AppErrorBoundary inline>
          <Component {...props} />
        </AppErrorBoundary>
      </OnCommit>,
    );
  });
}
