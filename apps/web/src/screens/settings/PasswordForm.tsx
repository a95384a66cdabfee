import { Button, Card, TextField } from '@tallyline/ui';
import { useState, type FormEvent } from 'react';
import { SETTINGS } from '../../messages/settings.js';
import { useAuthStore } from '../../stores/authStore.js';
import { validatePasswordChange, type FieldErrors } from '../auth/validation.js';

type Field = 'current' | 'next' | 'confirm';
const EMPTY: Record<Field, string> = { current: '', next: '', confirm: '' };

/** Settings › Security › password change; the form resets after a success (spec §8). */
export function PasswordForm() {
  const changePassword = useAuthStore((s) => s.changePassword);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const ok = await changePassword(values.next, values.current);
    setBusy(false);
    if (ok) setValues(EMPTY);
  };

  return (
    <Card title={SETTINGS.passwordTitle}>
      <form className="tl-settings__form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={SETTINGS.currentPassword} type="password" revealable autoComplete="current-password" value={values.current} onChange={set('current')} error={errors.current} />
        <TextField label={SETTINGS.newPassword} type="password" revealable autoComplete="new-password" value={values.next} onChange={set('next')} error={errors.next} />
        <TextField label={SETTINGS.confirmPassword} type="password" revealable autoComplete="new-password" value={values.confirm} onChange={set('confirm')} error={errors.confirm} />
        <div>
          <Button type="submit" loading={busy}>
            {SETTINGS.updatePassword}
          </Button>
        </div>
      </form>
    </Card>
  );
}
