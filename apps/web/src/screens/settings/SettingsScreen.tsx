/** /app/settings — four tabs; filled in by the settings work of issue 6. */
export function SettingsScreen() {
  return <h1>Settings</h1>;
}
