import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, validateContact } from './validateContact.js';

const valid = { name: 'Sara', email: 'sara@example.com', subject: 'Billing Questions', message: 'Hello' };

describe('validateContact', () => {
  it('validateContact(valid form) has no errors', () => {
    expect(validateContact(valid)).toEqual({});
  });
  it('validateContact requires name, e-mail, subject and message', () => {
    expect(Object.keys(validateContact({ name: ' ', email: '', subject: '', message: '' })).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
  it('validateContact rejects a malformed e-mail', () => {
    expect(validateContact({ ...valid, email: 'sara@' }).email).toBe('Please enter a valid e-mail address.');
    expect(validateContact({ ...valid, email: 'sara example.com' }).email).toBeDefined();
  });
  it('validateContact accepts only the five listed subjects', () => {
    expect(CONTACT_SUBJECTS).toEqual(['Technical Support', 'Account Issues', 'Billing Questions', 'Feature Request', 'General Inquiry']);
    expect(validateContact({ ...valid, subject: 'Other' }).subject).toBeDefined();
  });
});
