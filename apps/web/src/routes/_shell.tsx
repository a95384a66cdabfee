import { AppLayout } from '@tallyline/ui';
import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { Header } from '../shell/Header.js';
import { Sidebar } from '../shell/Sidebar.js';

export const Route = createFileRoute('/_shell')({
  component: ShellLayout,
});

function ShellLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <AppLayout sidebar={<Sidebar />} header={<Header />} locationKey={pathname}>
      <Outlet />
    </AppLayout>
  );
}
