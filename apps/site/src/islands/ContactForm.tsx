import { ContactForm } from '../components/ContactForm.js';
import { island } from './island.js';

/** The contact form on /help and /contact, confirming with the browser's alert. */
export default function ContactFormWithAlert({ idPrefix }: { idPrefix: string }) {
  return <ContactForm idPrefix={idPrefix} />;
}

export const ContactFormIsland = island('ContactForm', ContactFormWithAlert, { hydrate: 'interaction' });
