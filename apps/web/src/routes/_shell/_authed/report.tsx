import { createFileRoute } from '@tanstack/react-router';
import { ReportScreen } from '../../../screens/steps/ReportScreen.js';

export const Route = createFileRoute('/_shell/_authed/report')({
  component: ReportScreen,
});
