import { describe, expect, it } from 'vitest';
import { asContactForm, CONTACT_LIMITS, CONTACT_SUBJECTS, validateContact } from '../src/site/contactRules.js';

const valid = { name: 'Sara', email: 'sara@example.com', subject: 'Billing Questions', message: 'Hello' };

describe('validateContact', () => {
  it('validateContact(valid form) has no errors', () => {
    expect(validateContact(valid)).toEqual({});
  });
  it('validateContact requires name, e-mail, subject and message (blank counts as missing)', () => {
    expect(Object.keys(validateContact({ name: ' ', email: '', subject: '', message: '\n' })).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
  it('validateContact rejects a malformed e-mail', () => {
    expect(validateContact({ ...valid, email: 'sara@' }).email).toBe('Please enter a valid e-mail address.');
    expect(validateContact({ ...valid, email: 'sara example.com' }).email).toBeDefined();
  });
  it('validateContact accepts only the five listed subjects', () => {
    expect(CONTACT_SUBJECTS).toEqual(['Technical Support', 'Account Issues', 'Billing Questions', 'Feature Request', 'General Inquiry']);
    expect(validateContact({ ...valid, subject: 'Other' }).subject).toBeDefined();
  });
  it('validateContact takes a message of exactly the limit (5000 characters) and refuses one more', () => {
    expect(CONTACT_LIMITS.message).toBe(5000);
    expect(validateContact({ ...valid, message: 'x'.repeat(5000) })).toEqual({});
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) }).message).toBe('Please keep your message under 5000 characters.');
    expect(validateContact({ ...valid, name: 'n'.repeat(101) }).name).toBeDefined();
  });
});

describe('asContactForm', () => {
  it('asContactForm(body) keeps the four fields of an object of strings', () => {
    expect(asContactForm({ ...valid, extra: 1 })).toEqual(valid);
  });
  it('asContactForm(anything else) is null: an array, null, a number field, a missing field', () => {
    expect(asContactForm([valid])).toBeNull();
    expect(asContactForm(null)).toBeNull();
    expect(asContactForm({ ...valid, name: 42 })).toBeNull();
    expect(asContactForm({ name: 'a', email: 'b', subject: 'c' })).toBeNull();
  });
});
