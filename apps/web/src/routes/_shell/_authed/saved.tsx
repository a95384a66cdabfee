import { createFileRoute } from '@tanstack/react-router';
import { SavedWorkScreen } from '../../../screens/saved/SavedWorkScreen.js';

export const Route = createFileRoute('/_shell/_authed/saved')({
  component: SavedWorkScreen,
});
