import { PageHero } from '../components/PageHero.js';
import { CONTACT_EMAIL, mailto, SECURITY_EMAIL } from '../content/links.js';
import { ContactFormIsland } from '../islands/ContactForm.js';

export function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Get in touch" lead="Questions about plans, your account or a feature? We reply within one business day." />
      <section className="section tight" aria-label="Contact options">
        <div className="container help-contact">
          <ContactFormIsland idPrefix="contact" />
          <aside className="card">
            <h2 className="h3">Other ways to reach us</h2>
            <p>General questions: <a href={mailto(CONTACT_EMAIL)}>{CONTACT_EMAIL}</a></p>
            <p>Sales and Enterprise: <a href={mailto(CONTACT_EMAIL, 'Sales Inquiry')}>{CONTACT_EMAIL}</a></p>
            <p>Security reports: <a href={mailto(SECURITY_EMAIL)}>{SECURITY_EMAIL}</a></p>
          </aside>
        </div>
      </section>
    </>
  );
}
