import { TextField } from '@tallyline/ui';
import { useState, type FormEvent } from 'react';
import { AUTH } from '../../messages/auth.js';
import { FormFooter } from './FormFooter.js';
import { useAuthStore } from '../../stores/authStore.js';
import { normaliseEmail, validateSignUp, type FieldErrors } from './validation.js';

export interface SignUpFormProps {
  /** Switch to sign-in, optionally keeping the e-mail (after 'already registered'). */
  onSwitch: (email?: string) => void;
}

type Field = 'fullName' | 'email' | 'password' | 'confirm';

export function SignUpForm({ onSwitch }: SignUpFormProps) {
  const signUp = useAuthStore((s) => s.signUp);
  const [values, setValues] = useState<Record<Field, string>>({ fullName: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [inline, setInline] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    setInline(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const email = normaliseEmail(values.email);
    const result = await signUp(values.fullName.trim(), email, values.password);
    setBusy(false);
    if (result.ok) return;
    if (result.switchToSignIn) onSwitch(email);
    else setInline(result.inline ?? null);
  };

  return (
    <form className="tl-auth__form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField label="Full Name" autoComplete="name" autoFocus value={values.fullName} onChange={set('fullName')} error={errors.fullName} />
      <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      <TextField label="Password" type="password" revealable autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password} />
      <TextField
        label="Confirm Password"
        type="password"
        revealable
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
      />
      <FormFooter inline={inline} busy={busy} submitLabel={AUTH.signUpButton} switchLabel={AUTH.toSignIn} onSwitch={() => onSwitch()} />
    </form>
  );
}
