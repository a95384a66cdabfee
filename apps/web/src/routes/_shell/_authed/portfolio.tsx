import { createFileRoute } from '@tanstack/react-router';
import { PortfolioScreen } from '../../../screens/steps/PortfolioScreen.js';

export const Route = createFileRoute('/_shell/_authed/portfolio')({
  component: PortfolioScreen,
});
