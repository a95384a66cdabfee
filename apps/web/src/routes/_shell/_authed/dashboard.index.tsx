import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../../screens/steps/DashboardScreen.js';

export const Route = createFileRoute('/_shell/_authed/dashboard/')({
  component: DashboardScreen,
});
