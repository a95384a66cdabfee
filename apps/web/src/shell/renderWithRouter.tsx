import { render } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ThemeProvider } from './ThemeContext.js';

/** Test helper: renders `ui` inside a memory router (for Links) and the theme provider. */
export async function renderWithRouter(ui: () => ReactNode, path = '/') {
  const rootRoute = createRootRoute({
    component: () => <ThemeProvider>{ui()}</ThemeProvider>,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const result = render(<RouterProvider router={router} />);
  await router.load();
  return { ...result, router };
}
