import { createFileRoute } from '@tanstack/react-router';
import { TrendScreen } from '../../../screens/steps/TrendScreen.js';

export const Route = createFileRoute('/_shell/_authed/trends')({
  component: TrendScreen,
});
