import { AppLayout } from '@tallyline/ui';
import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { Header } from '../shell/Header.js';
import { useFocusHeadingOnNavigate } from '../shell/focusHeading.js';
import { Sidebar } from '../shell/Sidebar.js';

export const Route = createFileRoute('/_shell')({
  component: ShellLayout,
});

function ShellLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Once the new screen is rendered (resolvedLocation), focus moves to its heading (issue 17).
  const shown = useRouterState({ select: (s) => s.resolvedLocation?.pathname ?? s.location.pathname });
  useFocusHeadingOnNavigate(shown);
  return (
    <AppLayout sidebar={<Sidebar />} header={<Header />} locationKey={pathname}>
      <Outlet />
    </AppLayout>
  );
}
