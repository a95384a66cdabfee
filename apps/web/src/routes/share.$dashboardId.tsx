import { createFileRoute } from '@tanstack/react-router';
import { SharedDashboardScreen } from '../screens/steps/SharedDashboardScreen.js';

/** Public read-only dashboard link: no shell, no sign-in (row-level security decides what is readable). */
export const Route = createFileRoute('/share/$dashboardId')({
  component: SharedDashboardRoute,
});

function SharedDashboardRoute() {
  const { dashboardId } = Route.useParams();
  return <SharedDashboardScreen dashboardId={dashboardId} />;
}
