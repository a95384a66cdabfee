import { Button, TextField } from '@tallyline/ui';
import { useState, type FormEvent } from 'react';
import { AUTH } from '../../messages/auth.js';
import { useAuthStore } from '../../stores/authStore.js';

/** The code step after a password sign-in of an account with a verified TOTP factor. */
export function MfaForm() {
  const verifyCode = useAuthStore((s) => s.verifyCode);
  const cancelMfa = useAuthStore((s) => s.cancelMfa);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(AUTH.mfaCodeRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await verifyCode(digits);
    setBusy(false);
    if (!result.ok) setError(result.inline ?? AUTH.mfaInvalid);
  };

  return (
    <form className="tl-auth__form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={AUTH.mfaLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        autoFocus
      />
      <Button type="submit" loading={busy}>
        {AUTH.mfaButton}
      </Button>
      <button type="button" className="tl-auth__switch" onClick={() => void cancelMfa()}>
        Use a different account
      </button>
    </form>
  );
}
