import { LegalPage } from '../components/LegalPage.js';

export function CookiesPage() {
  return (
    <LegalPage title="Cookie Policy" updated="Last updated: March 15, 2025" intro="Cookies and similar browser storage help Tallyline work and remember your choices. This page explains the three types we use.">
      <h2>Essential cookies</h2>
      <p>Needed for the service to work: keeping you signed in and protecting your session. They cannot be switched off.</p>
      <h2>Preference cookies</h2>
      <p>Remember your choices, such as light or dark theme, so the site looks the way you left it.</p>
      <h2>Analytics cookies</h2>
      <p>Help us understand which features are used so we can improve them. They contain no content of the data you analyse.</p>
      <h2>Managing cookies</h2>
      <p>You can delete or block cookies in your browser settings. Blocking essential cookies will prevent you from signing in.</p>
    </LegalPage>
  );
}
