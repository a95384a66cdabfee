import { notify } from '@tallyline/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthEvent, AuthUser } from '../lib/db/auth.js';
import { AUTH_TOASTS } from '../messages/auth.js';
import { SETTINGS } from '../messages/settings.js';
import { SESSION } from '../messages/session.js';
import { SHELL } from '../messages/shell.js';

// A fake lib/db: the store is tested against these, never against supabase-js.
const db = vi.hoisted(() => ({
  listener: null as null | ((event: AuthEvent, user: AuthUser | null) => void),
  getSessionUser: vi.fn(),
  onAuthChange: vi.fn(),
  signIn: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(),
  verifySession: vi.fn(),
  getAssurance: vi.fn(),
  listTotpFactors: vi.fn(),
  verifyTotp: vi.fn(),
  verifyRecoveryCode: vi.fn(),
  updateEmail: vi.fn(),
  updatePassword: vi.fn(),
  updateFullName: vi.fn(),
  getProfile: vi.fn(),
  updateProfile: vi.fn(),
  updateAvatarUrl: vi.fn(),
  upsertProfileOnSignIn: vi.fn(),
  uploadAvatar: vi.fn(),
}));

vi.mock('../lib/db/auth.js', () => ({
  getSessionUser: db.getSessionUser,
  onAuthChange: db.onAuthChange,
  signIn: db.signIn,
  signUp: db.signUp,
  signOut: db.signOut,
  verifySession: db.verifySession,
  getAssurance: db.getAssurance,
  listTotpFactors: db.listTotpFactors,
  verifyTotp: db.verifyTotp,
  updateEmail: db.updateEmail,
  updatePassword: db.updatePassword,
  updateFullName: db.updateFullName,
}));
vi.mock('../lib/db/profiles.js', () => ({
  getProfile: db.getProfile,
  updateProfile: db.updateProfile,
  updateAvatarUrl: db.updateAvatarUrl,
  upsertProfileOnSignIn: db.upsertProfileOnSignIn,
}));
vi.mock('../lib/db/avatars.js', () => ({ uploadAvatar: db.uploadAvatar }));
vi.mock('../lib/db/recoveryCodes.js', () => ({ verifyRecoveryCode: db.verifyRecoveryCode }));

const { useAuthStore, settledAuth, signInErrorToast, signUpErrorToast, inlineError, displayName } = await import('./authStore.js');

const ADA: AuthUser = { id: '1234567890abcdef', email: 'ada@example.com', fullName: 'Ada', createdAt: '2026-01-02T00:00:00Z' };
const initial = useAuthStore.getState();

async function flush() {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
}

beforeEach(() => {
  useAuthStore.setState(initial, true);
  vi.clearAllMocks();
  db.listener = null;
  db.onAuthChange.mockImplementation(async (l: typeof db.listener) => {
    db.listener = l;
    return () => undefined;
  });
  db.getAssurance.mockResolvedValue({ data: { current: 'aal1', next: 'aal1' } });
  db.verifySession.mockResolvedValue(undefined);
  db.listTotpFactors.mockResolvedValue({ data: [] });
  db.upsertProfileOnSignIn.mockResolvedValue({ data: null });
  db.updateFullName.mockResolvedValue({ data: null });
  db.getProfile.mockResolvedValue({ error: { kind: 'api', message: 'no rows', code: 'PGRST116' } });
  vi.spyOn(notify, 'success').mockImplementation(() => 0);
  vi.spyOn(notify, 'error').mockImplementation(() => 0);
  vi.spyOn(notify, 'retry').mockImplementation(() => 0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('authStore session', () => {
  it('init() is loading until the stored session is read, then signed-out without one', async () => {
    db.getSessionUser.mockResolvedValue({ data: null });
    expect(useAuthStore.getState().status).toBe('loading');
    useAuthStore.getState().init(() => undefined);
    await flush();
    expect(useAuthStore.getState().status).toBe('signed-out');
  });

  it('init() is signed-in with a stored session', async () => {
    db.getSessionUser.mockResolvedValue({ data: ADA });
    useAuthStore.getState().init(() => undefined);
    await flush();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', user: ADA });
  });

  it('a SIGNED_IN event upserts the profile with id, email and full name', async () => {
    db.getSessionUser.mockResolvedValue({ data: null });
    useAuthStore.getState().init(() => undefined);
    await flush();
    db.listener?.('SIGNED_IN', ADA);
    await flush();
    expect(db.upsertProfileOnSignIn).toHaveBeenCalledWith({ id: ADA.id, email: ADA.email, full_name: 'Ada' });
    expect(useAuthStore.getState().status).toBe('signed-in');
  });

  it('a SIGNED_OUT event not started here is a session ended elsewhere: sign-in with the message', async () => {
    db.getSessionUser.mockResolvedValue({ data: ADA });
    const away = vi.fn();
    useAuthStore.getState().init(away);
    await flush();
    // The stored session is checked with the server once it is read.
    expect(db.verifySession).toHaveBeenCalledOnce();
    db.listener?.('SIGNED_OUT', null);
    expect(away).toHaveBeenCalledExactlyOnceWith('ended');
    expect(useAuthStore.getState().status).toBe('signed-out');
    expect(useAuthStore.getState().sessionNotice).toBe(SESSION.endedElsewhere);
  });

  it('a SIGNED_OUT event while already signed out goes home without a message', async () => {
    db.getSessionUser.mockResolvedValue({ data: null });
    const away = vi.fn();
    useAuthStore.getState().init(away);
    await flush();
    expect(db.verifySession).not.toHaveBeenCalled();
    db.listener?.('SIGNED_OUT', null);
    expect(away).toHaveBeenCalledExactlyOnceWith('signed-out');
    expect(useAuthStore.getState().sessionNotice).toBeNull();
  });

  it('settledAuth() answers once the stored session is read: who a file dropped during the page load is for', async () => {
    let read!: (v: { data: AuthUser | null }) => void;
    db.getSessionUser.mockReturnValue(new Promise((r) => (read = r)));
    useAuthStore.getState().init(() => undefined);
    let settled: string | null = null;
    void settledAuth().then((s) => (settled = `${s.status} ${s.user?.id ?? ''}`));
    await flush();
    expect(settled).toBeNull(); // still reading the session
    read({ data: ADA });
    await flush();
    expect(settled).toBe(`signed-in ${ADA.id}`);
    // already settled: at once
    expect((await settledAuth()).status).toBe('signed-in');
  });

  it('signing in again clears the message', async () => {
    useAuthStore.setState({ status: 'signed-out', sessionNotice: SESSION.endedElsewhere });
    db.signIn.mockResolvedValue({ data: ADA });
    await useAuthStore.getState().signIn('ada@example.com', 'secret1');
    expect(useAuthStore.getState().sessionNotice).toBeNull();
  });
});

describe('authStore sign-in', () => {
  it('signIn() success toasts and becomes signed-in', async () => {
    db.signIn.mockResolvedValue({ data: ADA });
    expect(await useAuthStore.getState().signIn('ada@example.com', 'secret1')).toEqual({ ok: true });
    expect(notify.success).toHaveBeenCalledWith(AUTH_TOASTS.signInDone);
    expect(useAuthStore.getState().status).toBe('signed-in');
  });

  it('signIn() with wrong credentials toasts and shows the mapped inline error', async () => {
    db.signIn.mockResolvedValue({ error: { kind: 'api', message: 'Invalid login credentials' } });
    const r = await useAuthStore.getState().signIn('ada@example.com', 'nope');
    expect(r).toEqual({ ok: false, inline: AUTH_TOASTS.signInInvalid });
    expect(notify.error).toHaveBeenCalledWith(AUTH_TOASTS.signInInvalid);
  });

  it('signIn() when the service is unreachable shows the network text inline', async () => {
    db.signIn.mockResolvedValue({ error: { kind: 'network', message: 'Failed to fetch' } });
    expect(await useAuthStore.getState().signIn('a@b.co', 'x')).toEqual({ ok: false, inline: AUTH_TOASTS.inlineNetwork });
  });

  it('signIn() for an account with a verified factor asks for the code', async () => {
    db.signIn.mockResolvedValue({ data: ADA });
    db.getAssurance.mockResolvedValue({ data: { current: 'aal1', next: 'aal2' } });
    db.listTotpFactors.mockResolvedValue({ data: [{ id: 'f1', friendlyName: null, status: 'verified' }] });
    await useAuthStore.getState().signIn('ada@example.com', 'secret1');
    expect(useAuthStore.getState()).toMatchObject({ status: 'mfa', mfaFactorId: 'f1' });
    expect(notify.success).not.toHaveBeenCalled();

    db.verifyTotp.mockResolvedValue({ error: { kind: 'api', message: 'Invalid TOTP code entered' } });
    expect((await useAuthStore.getState().verifyCode('000000')).ok).toBe(false);
    expect(useAuthStore.getState().status).toBe('mfa');

    db.verifyTotp.mockResolvedValue({ data: null });
    expect(await useAuthStore.getState().verifyCode('123456')).toEqual({ ok: true });
    expect(db.verifyTotp).toHaveBeenLastCalledWith('f1', '123456');
    expect(useAuthStore.getState().status).toBe('signed-in');
  });

  it('verifyRecoveryCode() ends the code step with a recovery code, and shows the server\'s refusal inline', async () => {
    db.signIn.mockResolvedValue({ data: ADA });
    db.getAssurance.mockResolvedValue({ data: { current: 'aal1', next: 'aal2' } });
    db.listTotpFactors.mockResolvedValue({ data: [{ id: 'f1', friendlyName: null, status: 'verified' }] });
    await useAuthStore.getState().signIn('ada@example.com', 'secret1');

    db.verifyRecoveryCode.mockResolvedValue({ error: { kind: 'api', message: 'Invalid recovery code entered' } });
    expect(await useAuthStore.getState().verifyRecoveryCode('abcdefghjkmnpqrs')).toEqual({ ok: false, inline: 'Invalid recovery code entered' });
    expect(useAuthStore.getState().status).toBe('mfa');

    db.verifyRecoveryCode.mockResolvedValue({ data: null });
    expect(await useAuthStore.getState().verifyRecoveryCode('abcdefghjkmnpqrs')).toEqual({ ok: true });
    expect(db.verifyRecoveryCode).toHaveBeenLastCalledWith('abcdefghjkmnpqrs');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', mfaFactorId: null });
  });
});

describe('authStore sign-up and sign-out', () => {
  it('signUp() toasts by whether a session came back', async () => {
    db.signUp.mockResolvedValue({ data: { hasSession: false } });
    await useAuthStore.getState().signUp('Ada', 'ada@example.com', 'secret1');
    expect(notify.success).toHaveBeenLastCalledWith(AUTH_TOASTS.signUpConfirm);
    db.signUp.mockResolvedValue({ data: { hasSession: true } });
    await useAuthStore.getState().signUp('Ada', 'ada@example.com', 'secret1');
    expect(notify.success).toHaveBeenLastCalledWith(AUTH_TOASTS.signUpDone);
    expect(db.signUp).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret1', fullName: 'Ada' });
  });

  it("signUp() of an 'already registered' address asks to switch to sign-in", async () => {
    db.signUp.mockResolvedValue({ error: { kind: 'api', message: 'User already registered' } });
    const r = await useAuthStore.getState().signUp('Ada', 'ada@example.com', 'secret1');
    expect(r).toMatchObject({ ok: false, switchToSignIn: true });
    expect(notify.error).toHaveBeenCalledWith(AUTH_TOASTS.signUpExists);
  });

  it('signOut() toasts, then goes home after 1 s', async () => {
    vi.useFakeTimers();
    db.getSessionUser.mockResolvedValue({ data: ADA });
    db.signOut.mockResolvedValue({ data: null });
    const home = vi.fn();
    useAuthStore.getState().init(home);
    await vi.runAllTimersAsync();
    expect(await useAuthStore.getState().signOut()).toBe(true);
    // This device only: other devices stay signed in.
    expect(db.signOut).toHaveBeenCalledExactlyOnceWith('local');
    expect(notify.success).toHaveBeenCalledWith(SHELL.signOutSuccess);
    db.listener?.('SIGNED_OUT', null);
    expect(home).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(home).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(home).toHaveBeenCalledOnce();
  });

  it('signOutEverywhere() ends every session (scope global) and says so, without the ended-elsewhere message', async () => {
    vi.useFakeTimers();
    db.getSessionUser.mockResolvedValue({ data: ADA });
    db.signOut.mockResolvedValue({ data: null });
    const away = vi.fn();
    useAuthStore.getState().init(away);
    await vi.runAllTimersAsync();
    expect(await useAuthStore.getState().signOutEverywhere()).toBe(true);
    expect(db.signOut).toHaveBeenCalledExactlyOnceWith('global');
    expect(notify.success).toHaveBeenCalledWith(SESSION.everywhereDone);
    db.listener?.('SIGNED_OUT', null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(away).toHaveBeenCalledExactlyOnceWith('signed-out');
    expect(useAuthStore.getState().sessionNotice).toBeNull();
  });

  it('signOut() failure shows the message and stays signed in', async () => {
    useAuthStore.setState({ status: 'signed-in', user: ADA });
    db.signOut.mockResolvedValue({ error: { kind: 'api', message: '' } });
    expect(await useAuthStore.getState().signOut()).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(SHELL.signOutFailed);
    expect(useAuthStore.getState().status).toBe('signed-in');
  });
});

describe('authStore settings actions', () => {
  beforeEach(() => useAuthStore.setState({ status: 'signed-in', user: ADA }));

  it('saveProfile() aborts when the e-mail change fails', async () => {
    db.updateEmail.mockResolvedValue({ error: { kind: 'api', message: 'Email rate limit exceeded' } });
    expect(await useAuthStore.getState().saveProfile({ fullName: 'Ada L', email: 'new@example.com', phone: '' })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(SETTINGS.emailUpdateFailed('Email rate limit exceeded'));
    expect(db.updateProfile).not.toHaveBeenCalled();
  });

  it('saveProfile() with a new e-mail starts the confirmation, then saves name and phone', async () => {
    db.updateEmail.mockResolvedValue({ data: null });
    db.updateProfile.mockResolvedValue({ data: null });
    db.getSessionUser.mockResolvedValue({ data: ADA });
    expect(await useAuthStore.getState().saveProfile({ fullName: 'Ada L', email: 'new@example.com', phone: '+44 1' })).toBe(true);
    expect(notify.success).toHaveBeenCalledWith(SETTINGS.emailUpdateStarted);
    expect(notify.success).toHaveBeenCalledWith(SETTINGS.profileSaved);
    expect(db.updateProfile).toHaveBeenCalledWith(ADA.id, { full_name: 'Ada L', phone: '+44 1' });
    expect(db.getProfile).toHaveBeenCalled();
  });

  it('saveProfile() keeps the e-mail when unchanged and stores a blank phone as null', async () => {
    db.updateProfile.mockResolvedValue({ error: { kind: 'api', message: 'boom' } });
    expect(await useAuthStore.getState().saveProfile({ fullName: 'Ada', email: ADA.email ?? '', phone: '' })).toBe(false);
    expect(db.updateEmail).not.toHaveBeenCalled();
    expect(db.updateProfile).toHaveBeenCalledWith(ADA.id, { full_name: 'Ada', phone: null });
    expect(notify.retry).toHaveBeenCalledWith(SETTINGS.profileFailed, expect.any(Function), SETTINGS.retry);
    // Retry saves the same input again.
    db.updateProfile.mockResolvedValue({ data: null });
    vi.mocked(notify.retry).mock.calls[0]![1]();
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SETTINGS.profileSaved));
    expect(db.updateProfile).toHaveBeenLastCalledWith(ADA.id, { full_name: 'Ada', phone: null });
  });

  it('saveProfile() when anonymous reports no user', async () => {
    useAuthStore.setState({ status: 'signed-out', user: null });
    expect(await useAuthStore.getState().saveProfile({ fullName: 'A', email: 'a@b.co', phone: '' })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(SETTINGS.noUser);
  });

  it('uploadAvatar() rejects files over 2 MB before uploading', async () => {
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' });
    expect(await useAuthStore.getState().uploadAvatar(big)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(SETTINGS.avatarTooBig);
    expect(db.uploadAvatar).not.toHaveBeenCalled();
  });

  it('uploadAvatar() uploads, saves the URL and toasts', async () => {
    useAuthStore.setState({ profile: { id: ADA.id, email: ADA.email, full_name: 'Ada', phone: null, avatar_url: null, created_at: null, updated_at: null } });
    db.uploadAvatar.mockResolvedValue({ data: 'http://x/avatars/a.png' });
    db.updateAvatarUrl.mockResolvedValue({ data: null });
    const ok = await useAuthStore.getState().uploadAvatar(new File(['x'], 'me.png', { type: 'image/png' }));
    expect(ok).toBe(true);
    expect(db.updateAvatarUrl).toHaveBeenCalledWith(ADA.id, 'http://x/avatars/a.png');
    expect(useAuthStore.getState().profile?.avatar_url).toBe('http://x/avatars/a.png');
    expect(notify.success).toHaveBeenCalledWith(SETTINGS.avatarSaved);
  });

  it('uploadAvatar() maps upload and save failures to their texts', async () => {
    db.uploadAvatar.mockResolvedValue({ error: { kind: 'api', message: 'nope' } });
    await useAuthStore.getState().uploadAvatar(new File(['x'], 'me.png', { type: 'image/png' }));
    expect(notify.retry).toHaveBeenLastCalledWith(SETTINGS.avatarUploadFailed, expect.any(Function), SETTINGS.retry);
    db.uploadAvatar.mockResolvedValue({ data: 'u' });
    db.updateAvatarUrl.mockResolvedValue({ error: { kind: 'api', message: 'denied' } });
    await useAuthStore.getState().uploadAvatar(new File(['x'], 'me.png', { type: 'image/png' }));
    expect(notify.retry).toHaveBeenLastCalledWith(SETTINGS.avatarSaveFailed, expect.any(Function), SETTINGS.retry);
  });

  it('changePassword() sends the new password with the current one and maps the outcome', async () => {
    db.updatePassword.mockResolvedValue({ error: { kind: 'api', message: 'New password should be different from the old password.' } });
    expect(await useAuthStore.getState().changePassword('secret2', 'secret1')).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Failed to update password: New password should be different from the old password.');
    db.updatePassword.mockResolvedValue({ error: { kind: 'api', message: 'Current password required when setting new password.', code: 'current_password_mismatch' } });
    expect(await useAuthStore.getState().changePassword('secret2', 'wrong')).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(SETTINGS.passwordFailed(SETTINGS.currentPasswordWrong));
    db.updatePassword.mockResolvedValue({ error: { kind: 'network', message: 'Failed to fetch' } });
    expect(await useAuthStore.getState().changePassword('secret2', 'secret1')).toBe(false);
    expect(notify.retry).toHaveBeenCalledWith(SETTINGS.passwordFailed('Failed to fetch'), expect.any(Function), SETTINGS.retry);
    db.updatePassword.mockResolvedValue({ data: null });
    expect(await useAuthStore.getState().changePassword('secret2', 'secret1')).toBe(true);
    expect(db.updatePassword).toHaveBeenLastCalledWith('secret2', 'secret1');
    expect(notify.success).toHaveBeenCalledWith(SETTINGS.passwordSaved);
  });
});

describe('message mapping', () => {
  it('signInErrorToast(message) follows spec §8', () => {
    expect(signInErrorToast('Invalid login credentials')).toBe(AUTH_TOASTS.signInInvalid);
    expect(signInErrorToast('Email not confirmed')).toBe(AUTH_TOASTS.signInUnconfirmed);
    expect(signInErrorToast('Too many requests')).toBe(AUTH_TOASTS.signInTooMany);
    expect(signInErrorToast('Boom')).toBe('Sign in failed: Boom');
  });

  it('signUpErrorToast(message) follows spec §8 in order', () => {
    expect(signUpErrorToast('User already registered')).toBe(AUTH_TOASTS.signUpExists);
    expect(signUpErrorToast('Password should be at least 6 characters.')).toBe(AUTH_TOASTS.signUpPassword);
    expect(signUpErrorToast('Unable to validate email address: invalid format')).toBe(AUTH_TOASTS.signUpEmail);
    expect(signUpErrorToast('Signups not allowed')).toBe('Signups not allowed');
  });

  it('inlineError(failure, mode) covers configuration, network and the fallbacks', () => {
    expect(inlineError({ kind: 'config', message: '' }, 'sign-in')).toBe(AUTH_TOASTS.inlineConfig);
    expect(inlineError({ kind: 'network', message: '' }, 'sign-up')).toBe(AUTH_TOASTS.inlineNetwork);
    expect(inlineError({ kind: 'api', message: 'Boom' }, 'sign-in')).toBe(AUTH_TOASTS.inlineSignInFallback);
    expect(inlineError({ kind: 'api', message: 'Boom' }, 'sign-up')).toBe(AUTH_TOASTS.inlineSignUpFallback);
  });

  it("displayName(user) is the e-mail before the @, else 'User'", () => {
    expect(displayName({ email: 'ada.l@example.com' })).toBe('ada.l');
    expect(displayName({ email: null })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
