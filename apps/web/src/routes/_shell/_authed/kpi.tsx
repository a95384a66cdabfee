import { createFileRoute } from '@tanstack/react-router';
import { KpiScreen } from '../../../screens/steps/KpiScreen.js';

export const Route = createFileRoute('/_shell/_authed/kpi')({
  component: KpiScreen,
});
