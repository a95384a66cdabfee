import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../messages/auth.js';
import { normaliseEmail, validateEmail, validatePasswordChange, validateProfile, validateSignIn, validateSignUp } from './validation.js';

describe('validation', () => {
  it('normaliseEmail(email) trims and lower-cases', () => {
    expect(normaliseEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });

  it('validateEmail(email) requires a value and a standard pattern', () => {
    expect(validateEmail('')).toBe(VALIDATION.emailRequired);
    expect(validateEmail('   ')).toBe(VALIDATION.emailRequired);
    expect(validateEmail('ada@')).toBe(VALIDATION.emailInvalid);
    expect(validateEmail('ada example.com')).toBe(VALIDATION.emailInvalid);
    expect(validateEmail(' ada@example.com ')).toBeUndefined();
  });

  it('validateSignIn(values) needs e-mail and password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: VALIDATION.emailRequired, password: VALIDATION.passwordRequired });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('validateSignUp(values) gives every message of spec §5', () => {
    expect(validateSignUp({ fullName: '', email: '', password: '', confirm: '' })).toEqual({
      fullName: VALIDATION.fullNameRequired,
      email: VALIDATION.emailRequired,
      password: VALIDATION.passwordRequired,
      confirm: VALIDATION.confirmRequired,
    });
    expect(validateSignUp({ fullName: ' A ', email: 'nope', password: '12345', confirm: '1234' })).toEqual({
      fullName: VALIDATION.fullNameShort,
      email: VALIDATION.emailInvalid,
      password: VALIDATION.passwordShort,
      confirm: VALIDATION.passwordMismatch,
    });
  });

  it('validateSignUp(values) accepts the boundaries: 2-character name, 6-character password', () => {
    expect(validateSignUp({ fullName: 'Al', email: 'al@example.com', password: '123456', confirm: '123456' })).toEqual({});
  });

  it('validateProfile(values) needs a name and a valid e-mail; phone is not checked', () => {
    expect(validateProfile({ fullName: ' ', email: 'x' })).toEqual({ fullName: VALIDATION.fullNameRequired, email: VALIDATION.emailInvalid });
    expect(validateProfile({ fullName: 'A', email: 'a@b.co' })).toEqual({});
  });

  it('validatePasswordChange(values) checks current, new (min 6) and the confirmation', () => {
    expect(validatePasswordChange({ current: '', next: '', confirm: '' })).toEqual({
      current: VALIDATION.currentPasswordRequired,
      next: VALIDATION.newPasswordRequired,
      confirm: VALIDATION.confirmRequired,
    });
    expect(validatePasswordChange({ current: 'x', next: 'short', confirm: 'short' })).toEqual({ next: VALIDATION.passwordShort });
    expect(validatePasswordChange({ current: 'x', next: 'longer1', confirm: 'longer2' })).toEqual({ confirm: VALIDATION.passwordMismatch });
  });
});
