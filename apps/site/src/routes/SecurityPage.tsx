import { LegalPage } from '../components/LegalPage.js';
import { mailto, SECURITY_EMAIL } from '../content/links.js';

export function SecurityPage() {
  return (
    <LegalPage title="Security" intro="Security is part of how Tallyline is designed, starting with processing your files in your own browser.">
      <h2>Encryption</h2>
      <p>Data you save is encrypted at rest with AES-256. All traffic is encrypted in transit with TLS 1.3.</p>
      <h2>Accounts</h2>
      <p>Passwords are hashed with bcrypt. Multi-factor authentication (MFA) with an authenticator app is supported for every account.</p>
      <h2>Access control</h2>
      <p>Role-based access control and row-level security keep each user's data separate. API keys can be scoped to read or read-write permissions and are shown only once.</p>
      <h2>Compliance</h2>
      <p>SOC 2 certification is in progress.</p>
      <h2>Reporting a vulnerability</h2>
      <p>If you believe you have found a security issue, please e-mail <a href={mailto(SECURITY_EMAIL, 'Vulnerability Report')}>{SECURITY_EMAIL}</a> with the details. We will acknowledge your report and keep you informed while we fix it.</p>
    </LegalPage>
  );
}
