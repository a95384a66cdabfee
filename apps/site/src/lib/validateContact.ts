export const CONTACT_SUBJECTS = ['Technical Support', 'Account Issues', 'Billing Questions', 'Feature Request', 'General Inquiry'] as const;

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

/** Help contact form rules (site.md §5): every field required, e-mail well formed, subject from the list. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (form.name.trim() === '') errors.name = 'Please enter your name.';
  if (form.email.trim() === '') errors.email = 'Please enter your e-mail address.';
  else if (!EMAIL.test(form.email.trim())) errors.email = 'Please enter a valid e-mail address.';
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(form.subject)) errors.subject = 'Please choose a subject.';
  if (form.message.trim() === '') errors.message = 'Please enter a message.';
  return errors;
}
