import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../../screens/settings/SettingsScreen.js';

export const Route = createFileRoute('/_shell/_authed/settings')({
  component: SettingsScreen,
});
