import { PasswordForm } from './PasswordForm.js';
import { TwoFactorCard } from './TwoFactorCard.js';

/** Settings › Security: password change and two-factor sign-in. */
export function SecurityTab() {
  return (
    <div className="tl-settings__stack">
      <PasswordForm />
      <TwoFactorCard />
    </div>
  );
}
