import { Button, TextField } from '@tallyline/ui';
import { useState, type FormEvent } from 'react';
import { AUTH } from '../../messages/auth.js';
import { useAuthStore } from '../../stores/authStore.js';

// The recovery code's shape (16 letters and digits, grouped by four); the server has the final word.
const RECOVERY_SHAPE = /^[a-z2-9]{16}$/;

/** The code step after a password sign-in of an account with a verified TOTP factor (or a recovery code instead). */
export function MfaForm() {
  const verifyCode = useAuthStore((s) => s.verifyCode);
  const verifyRecoveryCode = useAuthStore((s) => s.verifyRecoveryCode);
  const cancelMfa = useAuthStore((s) => s.cancelMfa);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = recovery ? code.toLowerCase().replace(/[\s-]+/g, '') : code.replace(/\s+/g, '');
    if (recovery ? !RECOVERY_SHAPE.test(typed) : !/^\d{6}$/.test(typed)) {
      setError(recovery ? AUTH.recoveryRequired : AUTH.mfaCodeRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = recovery ? await verifyRecoveryCode(typed) : await verifyCode(typed);
    setBusy(false);
    if (!result.ok) setError(result.inline ?? AUTH.mfaInvalid);
  };

  const switchKind = () => {
    setRecovery((r) => !r);
    setCode('');
    setError(undefined);
  };

  return (
    <form className="tl-auth__form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        key={recovery ? 'recovery' : 'totp'}
        label={recovery ? AUTH.recoveryLabel : AUTH.mfaLabel}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recovery ? 24 : 7}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        hint={recovery ? AUTH.recoveryPrompt : undefined}
        error={error}
        autoFocus
      />
      <Button type="submit" loading={busy}>
        {AUTH.mfaButton}
      </Button>
      <button type="button" className="tl-auth__switch" onClick={switchKind}>
        {recovery ? AUTH.useAuthenticator : AUTH.useRecovery}
      </button>
      <button type="button" className="tl-auth__switch" onClick={() => void cancelMfa()}>
        Use a different account
      </button>
    </form>
  );
}
