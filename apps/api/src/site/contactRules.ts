// The contact form's rules (site.md §5), one implementation for both sides: the site's form checks
// them as the visitor types and submits (imported as @tallyline/api/contact), and the server checks
// them again before it stores a message (src/site/routes.ts). Pure: no Node, no framework.

export const CONTACT_SUBJECTS = ['Technical Support', 'Account Issues', 'Billing Questions', 'Feature Request', 'General Inquiry'] as const;

/** Longest accepted field values, in characters: enough for any real message, not for a dump. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const EMPTY_CONTACT: ContactForm = { name: '', email: '', subject: '', message: '' };

// The same shape the browser accepts for <input type="email">.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Every field required, e-mail well formed, subject from the list, each field within its limit. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  const name = form.name.trim();
  const email = form.email.trim();
  const message = form.message.trim();
  if (name === '') errors.name = 'Please enter your name.';
  else if (name.length > CONTACT_LIMITS.name) errors.name = `Please keep your name under ${CONTACT_LIMITS.name} characters.`;
  if (email === '') errors.email = 'Please enter your e-mail address.';
  else if (email.length > CONTACT_LIMITS.email || !EMAIL.test(email)) errors.email = 'Please enter a valid e-mail address.';
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(form.subject)) errors.subject = 'Please choose a subject.';
  if (message === '') errors.message = 'Please enter a message.';
  else if (message.length > CONTACT_LIMITS.message) errors.message = `Please keep your message under ${CONTACT_LIMITS.message} characters.`;
  return errors;
}

/**
 * A request body as a contact form: the four fields as strings, or null when the body is not an
 * object of strings (what a browser's form sends; anything else is not from the form).
 */
export function asContactForm(body: unknown): ContactForm | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const fields = ['name', 'email', 'subject', 'message'] as const;
  if (!fields.every((f) => typeof record[f] === 'string')) return null;
  return { name: record.name as string, email: record.email as string, subject: record.subject as string, message: record.message as string };
}
