import { Tabs } from '@tallyline/ui';
import { SETTINGS } from '../../messages/settings.js';
import { AccountTab } from './AccountTab.js';
import { AppearanceTab } from './AppearanceTab.js';
import { ProfileTab } from './ProfileTab.js';
import { SecurityTab } from './SecurityTab.js';
import './settings.css';

export const SETTINGS_TABS = ['profile', 'security', 'appearance', 'account'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** /app/settings: four tabs, Profile first (spec app.md §2); `tab` opens another one first. */
export function SettingsScreen({ tab = 'profile' }: { tab?: SettingsTab | undefined }) {
  return (
    <div className="tl-settings">
      <header className="tl-settings__head">
        <h1>{SETTINGS.title}</h1>
        <p>{SETTINGS.subtitle}</p>
      </header>
      <Tabs
        label={SETTINGS.title}
        defaultValue={tab}
        items={[
          { value: 'profile', label: SETTINGS.tabs.profile, content: <ProfileTab /> },
          { value: 'security', label: SETTINGS.tabs.security, content: <SecurityTab /> },
          { value: 'appearance', label: SETTINGS.tabs.appearance, content: <AppearanceTab /> },
          { value: 'account', label: SETTINGS.tabs.account, content: <AccountTab /> },
        ]}
      />
    </div>
  );
}
