import { createFileRoute } from '@tanstack/react-router';
import { SharedDashboardScreen } from '../screens/steps/SharedDashboardScreen.js';

/**
 * Read-only dashboard behind a share link: no shell, no sign-in. The path segment is the share
 * token (the file keeps its old name so the route tree does not change), never a row id.
 */
export const Route = createFileRoute('/share/$dashboardId')({
  component: SharedDashboardRoute,
});

function SharedDashboardRoute() {
  const { dashboardId } = Route.useParams();
  return <SharedDashboardScreen token={dashboardId} />;
}
