import { ContactForm } from '../components/ContactForm.js';
import { island } from './island.js';

/** The contact form on /help and /contact; it posts to the server (apps/api/src/site/routes.ts). */
export default ContactForm;

export const ContactFormIsland = island('ContactForm', ContactForm, { hydrate: 'interaction' });
