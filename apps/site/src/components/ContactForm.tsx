import { CONTACT_SUBJECTS, EMPTY_CONTACT, validateContact, type ContactErrors, type ContactForm as Form } from '@tallyline/api/contact';
import { Button } from '@tallyline/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sendContactMessage } from '../lib/sendContactMessage.js';
import './ContactForm.css';

export const CONTACT_SUCCESS = 'Thank you for your message! We will get back to you soon.';

type Status = { state: 'editing' | 'sending' | 'sent' } | { state: 'failed'; message: string };

/**
 * The contact form of /contact and /help (site.md §2.11, §5): checks the fields with the server's own
 * rules, posts to the server, which stores the message for the team, and then shows the thank-you
 * message in place of the form. The server's field errors, its hourly limit and a network failure
 * show in the form. `idPrefix` ties labels and errors to their fields (given, as the form is an island).
 */
export function ContactForm({ idPrefix: id, send = sendContactMessage }: { idPrefix: string; send?: typeof sendContactMessage }) {
  const [form, setForm] = useState<Form>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ state: 'editing' });
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status.state === 'sent') confirmation.current?.focus();
  }, [status.state]);
  const set = (field: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ state: 'sending' });
    const result = await send(form);
    if (result.ok) {
      setForm(EMPTY_CONTACT);
      setStatus({ state: 'sent' });
    } else if ('fields' in result) {
      setErrors(result.fields);
      setStatus({ state: 'editing' });
    } else setStatus({ state: 'failed', message: result.message });
  };

  if (status.state === 'sent') {
    return (
      <div className="contact-form contact-sent card" role="status" tabIndex={-1} ref={confirmation} aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`} className="h3">
          Message sent
        </h2>
        <p>{CONTACT_SUCCESS}</p>
        <Button variant="secondary" onClick={() => setStatus({ state: 'editing' })}>
          Send another message
        </Button>
      </div>
    );
  }

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
    <form className="contact-form card" onSubmit={(e) => void submit(e)} noValidate aria-label="Contact form">
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
      {status.state === 'failed' ? (
        <p className="form-error" role="alert">
          {status.message}
        </p>
      ) : null}
      <Button type="submit" loading={status.state === 'sending'}>
        Send Message
      </Button>
    </form>
  );
}
