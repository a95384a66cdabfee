import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen, SETTINGS_TABS, type SettingsTab } from '../../../screens/settings/SettingsScreen.js';

/** /app/settings[?tab=security|appearance|account] — the tab the header search (or a link) asks for. */
export const Route = createFileRoute('/_shell/_authed/settings')({
  validateSearch: (search: Record<string, unknown>): { tab?: SettingsTab } =>
    SETTINGS_TABS.includes(search.tab as SettingsTab) ? { tab: search.tab as SettingsTab } : {},
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useSearch();
  // A new tab from the search remounts the tabs on it.
  return <SettingsScreen key={tab ?? 'profile'} tab={tab} />;
}
