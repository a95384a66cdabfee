import { LegalPage } from '../components/LegalPage.js';
import { CONTACT_EMAIL, mailto } from '../content/links.js';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="Last updated: March 15, 2025" intro="This policy explains what information Tallyline collects, why, and the rights you have over it.">
      <h2>Information we collect</h2>
      <p>When you create an account we collect your e-mail address, your name and a password, which is stored encrypted (hashed) and never in plain text. You may optionally add a profile picture and a phone number.</p>
      <p>When you use the service we collect log data (such as IP address, browser type and the pages you visit), device data (such as operating system and screen size) and usage data (such as which features you use).</p>
      <h2>Data you analyse</h2>
      <p>Files you upload are processed in your browser. We do not receive their contents unless you are signed in and choose to save a dataset, dashboard, KPI or portfolio to your account.</p>
      <h2>How we use information</h2>
      <ul>
        <li>To provide, maintain and secure the service;</li>
        <li>To communicate with you about your account and changes to the service;</li>
        <li>To understand how the product is used and improve it.</li>
      </ul>
      <h2>Your rights</h2>
      <p>You have the right to access, correction, deletion, restriction of processing, data portability and objection to processing of your personal data. To exercise any of them, write to <a href={mailto(CONTACT_EMAIL, 'Privacy Request')}>{CONTACT_EMAIL}</a>.</p>
      <h2>Children</h2>
      <p>Tallyline is not intended for children under 16, and we do not knowingly collect information from anyone under the age of 16.</p>
      <h2>Cookies</h2>
      <p>See our <a href="/cookies">Cookie Policy</a> for the cookies we use.</p>
      <h2>Contact</h2>
      <p>Questions about this policy: <a href={mailto(CONTACT_EMAIL)}>{CONTACT_EMAIL}</a>.</p>
    </LegalPage>
  );
}
