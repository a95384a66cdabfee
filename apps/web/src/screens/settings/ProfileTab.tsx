import { Button, Card, TextField } from '@tallyline/ui';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { SETTINGS } from '../../messages/settings.js';
import { displayName, useAuthStore } from '../../stores/authStore.js';
import { UserAvatar } from '../../shell/UserAvatar.js';
import { normaliseEmail, validateProfile, type FieldErrors } from '../auth/validation.js';

/** Settings › Profile: avatar, full name, e-mail (with confirmation flow), optional phone. */
export function ProfileTab() {
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const profileStatus = useAuthStore((s) => s.profileStatus);
  const loadProfile = useAuthStore((s) => s.loadProfile);
  const saveProfile = useAuthStore((s) => s.saveProfile);
  const uploadAvatar = useAuthStore((s) => s.uploadAvatar);
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'fullName' | 'email'>>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (profileStatus === 'idle') void loadProfile();
  }, [profileStatus, loadProfile]);

  // Fill the form when the profile (re)loads.
  useEffect(() => {
    setFullName(profile?.full_name ?? user?.fullName ?? '');
    setEmail(user?.email ?? profile?.email ?? '');
    setPhone(profile?.phone ?? '');
  }, [profile, user]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfile({ fullName, email });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    await saveProfile({ fullName: fullName.trim(), email: normaliseEmail(email), phone: phone.trim() });
    setSaving(false);
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploading(true);
    await uploadAvatar(file);
    setUploading(false);
  };

  const name = profile?.full_name || displayName(user);
  return (
    <Card title={SETTINGS.profileTitle}>
      {profileStatus === 'error' ? (
        <div role="alert" className="tl-settings__row tl-settings__row--between">
          <p>{SETTINGS.profileLoadFailed}</p>
          <Button size="sm" variant="secondary" onClick={() => void loadProfile()}>
            {SETTINGS.retry}
          </Button>
        </div>
      ) : null}
      <div className="tl-settings__avatar-row">
        <UserAvatar className="tl-settings__avatar" name={name} url={profile?.avatar_url} alt={SETTINGS.avatarLabel} />
        <div>
          <input ref={fileInput} type="file" accept="image/*" className="visually-hidden" tabIndex={-1} aria-label={SETTINGS.avatarLabel} onChange={(e) => void onFile(e)} />
          <Button variant="secondary" size="sm" loading={uploading} onClick={() => fileInput.current?.click()}>
            {SETTINGS.avatarChange}
          </Button>
          <p className="tl-settings__muted">{SETTINGS.avatarHint}</p>
        </div>
      </div>
      <form className="tl-settings__form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={SETTINGS.fullNameLabel} autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} error={errors.fullName} />
        <TextField label={SETTINGS.emailLabel} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} hint={SETTINGS.emailHint} />
        <TextField label={SETTINGS.phoneLabel} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        <div>
          <Button type="submit" loading={saving}>
            {SETTINGS.saveProfile}
          </Button>
        </div>
      </form>
    </Card>
  );
}
