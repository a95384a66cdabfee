import { Dialog } from '@tallyline/ui';
import { Navigate, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { AUTH } from '../../messages/auth.js';
import { useAuthStore } from '../../stores/authStore.js';
import { MfaForm } from './MfaForm.js';
import { SignInForm } from './SignInForm.js';
import { SignUpForm } from './SignUpForm.js';
import './auth.css';

type Mode = 'sign-in' | 'sign-up';

/** The sign-in / sign-up dialog of /app/auth (spec app.md §2 and §8). */
export function AuthDialog() {
  const status = useAuthStore((s) => s.status);
  const cancelMfa = useAuthStore((s) => s.cancelMfa);
  const sessionNotice = useAuthStore((s) => s.sessionNotice);
  const clearSessionNotice = useAuthStore((s) => s.clearSessionNotice);
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const [mode, setMode] = useState<Mode>('sign-in');
  // Bumped on every mode switch so the forms remount empty (spec: switching clears errors and forms).
  const [formKey, setFormKey] = useState(0);
  const [prefillEmail, setPrefillEmail] = useState('');

  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;

  const switchTo = (next: Mode, email = '') => {
    setMode(next);
    setPrefillEmail(email);
    setFormKey((k) => k + 1);
  };

  const close = () => {
    if (status === 'mfa') void cancelMfa();
    clearSessionNotice();
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/' });
  };

  const title = status === 'mfa' ? AUTH.mfaTitle : mode === 'sign-in' ? AUTH.signInTitle : AUTH.signUpTitle;
  const description = status === 'mfa' ? AUTH.mfaPrompt : mode === 'sign-in' ? AUTH.signInSubtitle : AUTH.signUpSubtitle;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())} title={title} description={description}>
      {sessionNotice ? (
        <p className="tl-auth__notice" role="status">
          {sessionNotice}
        </p>
      ) : null}
      {status === 'loading' ? null : status === 'mfa' ? (
        <MfaForm />
      ) : mode === 'sign-in' ? (
        <SignInForm key={formKey} initialEmail={prefillEmail} onSwitch={() => switchTo('sign-up')} />
      ) : (
        <SignUpForm key={formKey} onSwitch={(email) => switchTo('sign-in', email)} />
      )}
      {status === 'mfa' ? null : (
        // The e-mail and password never break inside (a break at the hyphen read as 'tallyline-' + 'demo').
        <p className="tl-auth__demo">
          {AUTH.demoLabel} <span className="tl-auth__nowrap">{AUTH.demoEmail}</span> / <span className="tl-auth__nowrap">{AUTH.demoPassword}</span>
        </p>
      )}
    </Dialog>
  );
}
