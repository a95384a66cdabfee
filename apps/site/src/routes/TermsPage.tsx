import { LegalPage } from '../components/LegalPage.js';
import { CONTACT_EMAIL, mailto } from '../content/links.js';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="Last updated: March 15, 2025" intro="These terms govern your use of Tallyline. By creating an account or using the service you agree to them.">
      <h2>The service</h2>
      <p>Tallyline is a beta, browser-based analytics product. Features may change while it is in beta, and we do not guarantee that the service will be uninterrupted or error-free.</p>
      <h2>Eligibility</h2>
      <p>You must be at least 16 years old to use Tallyline. The service is not for children under 16.</p>
      <h2>Your account and your data</h2>
      <p>You are responsible for keeping your credentials secure and for the data you upload. You keep all rights to your data; you grant us only the rights needed to store and process what you choose to save.</p>
      <h2>Acceptable use</h2>
      <p>Do not use the service to break the law, to upload data you have no right to process, or to interfere with the service or other users.</p>
      <h2>Fees and changes</h2>
      <p>Paid plans are billed in advance, monthly or annually. We will give you at least 30 days' notice of any change to fees or to these terms.</p>
      <h2>Limitation of liability</h2>
      <p>To the extent permitted by law, Tallyline is not liable for indirect or consequential losses arising from use of the service.</p>
      <h2>Governing law</h2>
      <p>These terms are governed by the law of India.</p>
      <h2>Contact</h2>
      <p><a href={mailto(CONTACT_EMAIL, 'Terms of Service')}>{CONTACT_EMAIL}</a></p>
    </LegalPage>
  );
}
