import { TextField } from '@tallyline/ui';
import { useState, type FormEvent } from 'react';
import { AUTH } from '../../messages/auth.js';
import { FormFooter } from './FormFooter.js';
import { useAuthStore } from '../../stores/authStore.js';
import { normaliseEmail, validateSignIn, type FieldErrors } from './validation.js';

export interface SignInFormProps {
  initialEmail?: string;
  onSwitch: () => void;
}

export function SignInForm({ initialEmail = '', onSwitch }: SignInFormProps) {
  const signIn = useAuthStore((s) => s.signIn);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [inline, setInline] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateSignIn({ email, password });
    setErrors(found);
    setInline(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await signIn(normaliseEmail(email), password);
    setBusy(false);
    if (!result.ok) setInline(result.inline ?? null);
  };

  return (
    <form className="tl-auth__form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField label="Email" type="email" autoComplete="email" autoFocus={!initialEmail} value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <TextField
        label="Password"
        type="password"
        revealable
        autoComplete="current-password"
        autoFocus={Boolean(initialEmail)}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <FormFooter inline={inline} busy={busy} submitLabel={AUTH.signInButton} switchLabel={AUTH.toSignUp} onSwitch={onSwitch} />
    </form>
  );
}
