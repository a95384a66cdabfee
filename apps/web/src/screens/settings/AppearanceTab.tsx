import { Button, Card } from '@tallyline/ui';
import { SETTINGS } from '../../messages/settings.js';
import { useAppTheme } from '../../shell/ThemeContext.js';

/** Settings › Appearance: Light Mode, Dark Mode, Toggle; remembered under localStorage 'theme'. */
export function AppearanceTab() {
  const { theme, setTheme, toggleTheme } = useAppTheme();
  return (
    <Card title={SETTINGS.appearanceTitle} description={SETTINGS.appearanceIntro}>
      <div className="tl-settings__row" role="group" aria-label={SETTINGS.appearanceTitle}>
        <Button variant={theme === 'light' ? 'primary' : 'secondary'} aria-pressed={theme === 'light'} onClick={() => setTheme('light')}>
          {SETTINGS.lightMode}
        </Button>
        <Button variant={theme === 'dark' ? 'primary' : 'secondary'} aria-pressed={theme === 'dark'} onClick={() => setTheme('dark')}>
          {SETTINGS.darkMode}
        </Button>
        <Button variant="secondary" onClick={toggleTheme}>
          {SETTINGS.toggle}
        </Button>
      </div>
      <p className="tl-settings__muted" aria-live="polite">
        {SETTINGS.currentTheme(theme)}
      </p>
    </Card>
  );
}
