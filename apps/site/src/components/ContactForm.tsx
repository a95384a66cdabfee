import { Button } from '@tallyline/ui';
import { useState, type FormEvent } from 'react';
import { CONTACT_SUBJECTS, EMPTY_CONTACT, validateContact, type ContactErrors, type ContactForm as Form } from '../lib/validateContact.js';
import './ContactForm.css';

export const CONTACT_SUCCESS = 'Thank you for your message! We will get back to you soon.';

/**
 * The help contact form (site.md §2.11, §5): validates, shows the success alert and clears. No
 * network call. `idPrefix` ties labels and errors to their fields (given, as the form is an island).
 */
export function ContactForm({ idPrefix: id, onSubmitted = (msg: string) => window.alert(msg) }: { idPrefix: string; onSubmitted?: (message: string) => void }) {
  const [form, setForm] = useState<Form>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const set = (field: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmitted(CONTACT_SUCCESS);
    setForm(EMPTY_CONTACT);
  };

  const describe = (field: keyof Form) => ({
    id: `${id}-${field}`,
    ...(errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {}),
  });
  const label = (field: keyof Form, text: string) => <label htmlFor={`${id}-${field}`}>{text}</label>;
  const error = (field: keyof Form) =>
    errors[field] ? (
      <span className="field-error" id={`${id}-${field}-error`}>
        {errors[field]}
      </span>
    ) : null;

  return (
    <form className="contact-form card" onSubmit={submit} noValidate aria-label="Contact form">
      <div className="form-row">
        <div className="field">
          {label('name', 'Name')}
          <input name="name" autoComplete="name" required value={form.name} onChange={set('name')} {...describe('name')} />
          {error('name')}
        </div>
        <div className="field">
          {label('email', 'E-mail')}
          <input name="email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} {...describe('email')} />
          {error('email')}
        </div>
      </div>
      <div className="field">
        {label('subject', 'Subject')}
        <select name="subject" required value={form.subject} onChange={set('subject')} {...describe('subject')}>
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {error('subject')}
      </div>
      <div className="field">
        {label('message', 'Message')}
        <textarea name="message" rows={6} required value={form.message} onChange={set('message')} {...describe('message')} />
        {error('message')}
      </div>
      <Button type="submit">Send Message</Button>
    </form>
  );
}
