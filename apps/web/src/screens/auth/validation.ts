import { VALIDATION } from '../../messages/auth.js';

/** Spec §9 minimums. */
export const PASSWORD_MIN = 6;
export const FULL_NAME_MIN = 2;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** E-mail is trimmed and lower-cased before sending (spec §5). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function validateEmail(email: string): string | undefined {
  const e = email.trim();
  if (!e) return VALIDATION.emailRequired;
  if (!EMAIL_PATTERN.test(e)) return VALIDATION.emailInvalid;
  return undefined;
}

export function validateFullName(fullName: string): string | undefined {
  const n = fullName.trim();
  if (!n) return VALIDATION.fullNameRequired;
  if (n.length < FULL_NAME_MIN) return VALIDATION.fullNameShort;
  return undefined;
}

function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const [k, v] of Object.entries(errors) as [K, string | undefined][]) if (v) out[k] = v;
  return out;
}

export function validateSignIn(v: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  return compact({ email: validateEmail(v.email), password: v.password ? undefined : VALIDATION.passwordRequired });
}

export function validateSignUp(v: { fullName: string; email: string; password: string; confirm: string }): FieldErrors<'fullName' | 'email' | 'password' | 'confirm'> {
  let password: string | undefined;
  if (!v.password) password = VALIDATION.passwordRequired;
  else if (v.password.length < PASSWORD_MIN) password = VALIDATION.passwordShort;
  let confirm: string | undefined;
  if (!v.confirm) confirm = VALIDATION.confirmRequired;
  else if (v.confirm !== v.password) confirm = VALIDATION.passwordMismatch;
  return compact({ fullName: validateFullName(v.fullName), email: validateEmail(v.email), password, confirm });
}

/** Settings › Profile form (spec §5): full name and e-mail required, phone optional. */
export function validateProfile(v: { fullName: string; email: string }): FieldErrors<'fullName' | 'email'> {
  return compact({ fullName: v.fullName.trim() ? undefined : VALIDATION.fullNameRequired, email: validateEmail(v.email) });
}

/** Settings › Security password change (spec §5); the current password is collected but not verified. */
export function validatePasswordChange(v: { current: string; next: string; confirm: string }): FieldErrors<'current' | 'next' | 'confirm'> {
  let next: string | undefined;
  if (!v.next) next = VALIDATION.newPasswordRequired;
  else if (v.next.length < PASSWORD_MIN) next = VALIDATION.passwordShort;
  let confirm: string | undefined;
  if (!v.confirm) confirm = VALIDATION.confirmRequired;
  else if (v.confirm !== v.next) confirm = VALIDATION.passwordMismatch;
  return compact({ current: v.current ? undefined : VALIDATION.currentPasswordRequired, next, confirm });
}
