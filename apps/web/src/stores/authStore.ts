import { notify } from '@tallyline/ui';
import { create } from 'zustand';
import * as auth from '../lib/db/auth.js';
import { verifyRecoveryCode } from '../lib/db/recoveryCodes.js';
import type { AuthFailure, AuthUser } from '../lib/db/auth.js';
import { uploadAvatar as uploadAvatarFile } from '../lib/db/avatars.js';
import { getProfile, updateAvatarUrl, updateProfile, upsertProfileOnSignIn, type Profile } from '../lib/db/profiles.js';
import { AUTH_TOASTS } from '../messages/auth.js';
import { AVATAR_MAX_BYTES, SETTINGS } from '../messages/settings.js';
import { SESSION } from '../messages/session.js';
import { SHELL, SIGN_OUT_REDIRECT_MS } from '../messages/shell.js';
import { setSessionVerifier } from '../lib/session/sessionCheck.js';

/**
 * Spec app.md §4 Authentication: loading until the stored session is read, then
 * signed-in or signed-out. `mfa` = password accepted, a TOTP code is still owed.
 */
export type AuthStatus = 'loading' | 'signed-out' | 'mfa' | 'signed-in';

export type AuthOutcome = { ok: true } | { ok: false; inline?: string; switchToSignIn?: boolean };

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** The verified TOTP factor the code step is for. */
  mfaFactorId: string | null;
  /** Set between a successful sign-out and the redirect 1 s later. */
  signingOut: boolean;
  /** Why the visitor has to sign in again (the session was ended elsewhere); shown on the sign-in dialog. */
  sessionNotice: string | null;

  /**
   * Reads the stored session and follows changes. `onSignedOut` navigates away: 'ended' when the
   * session was ended somewhere else (to sign-in, with `sessionNotice`), else home. Returns a disposer.
   */
  init(onSignedOut: (reason: SignedOutReason) => void): () => void;
  signIn(email: string, password: string): Promise<AuthOutcome>;
  verifyCode(code: string): Promise<AuthOutcome>;
  /** The code step with a one-time recovery code instead of the authenticator. */
  verifyRecoveryCode(code: string): Promise<AuthOutcome>;
  signUp(fullName: string, email: string, password: string): Promise<AuthOutcome>;
  /**
   * Signs out of this browser only (scope 'local': other devices stay signed in), toasts
   * `successMessage` (the header's text by default) and goes home after 1 s.
   */
  signOut(successMessage?: string): Promise<boolean>;
  /** Ends every session of the account, this one included (scope 'global'). */
  signOutEverywhere(): Promise<boolean>;
  clearSessionNotice(): void;
  /** Abandons a pending code step. */
  cancelMfa(): Promise<void>;
  /** Re-reads the user (after an e-mail or name change). */
  refreshUser(): Promise<void>;

  /** The signed-in user's profiles row (settings); load errors are only logged (spec §8). */
  profile: Profile | null;
  profileStatus: AsyncStatus;
  loadProfile(): Promise<void>;
  /** Settings › Profile save: e-mail change first (aborts on failure), then name and phone. */
  saveProfile(input: { fullName: string; email: string; phone: string }): Promise<boolean>;
  /** Settings › avatar: images up to 2 MB, stored in bucket 'avatars', URL saved on the profile. */
  uploadAvatar(file: File): Promise<boolean>;
  /** Settings › Security: the new password with the current one, which the server checks (issue 14). */
  changePassword(next: string, current: string): Promise<boolean>;
}

export type AsyncStatus = 'idle' | 'loading' | 'ready' | 'error';

export type SignedOutReason = 'signed-out' | 'ended';

/** Sign-up toast for a provider message (spec §8). */
export function signUpErrorToast(message: string): string {
  const m = message.toLowerCase();
  if (m.includes('already registered')) return AUTH_TOASTS.signUpExists;
  if (m.includes('password')) return AUTH_TOASTS.signUpPassword;
  if (m.includes('email')) return AUTH_TOASTS.signUpEmail;
  return message;
}

/** Sign-in toast for a provider message (spec §8). */
export function signInErrorToast(message: string): string {
  if (message.includes('Invalid login credentials')) return AUTH_TOASTS.signInInvalid;
  if (message.includes('Email not confirmed')) return AUTH_TOASTS.signInUnconfirmed;
  if (message.includes('Too many requests')) return AUTH_TOASTS.signInTooMany;
  return AUTH_TOASTS.signInFailed(message);
}

/** Inline error under the dialog's form for a failure (spec §8 "Modal inline errors"). */
export function inlineError(failure: AuthFailure, mode: 'sign-in' | 'sign-up'): string {
  if (failure.kind === 'config') return AUTH_TOASTS.inlineConfig;
  if (failure.kind === 'network') return AUTH_TOASTS.inlineNetwork;
  if (mode === 'sign-in' && failure.message.includes('Invalid login credentials')) return AUTH_TOASTS.signInInvalid;
  if (mode === 'sign-up' && failure.message.toLowerCase().includes('already registered')) return AUTH_TOASTS.signUpExists;
  return mode === 'sign-in' ? AUTH_TOASTS.inlineSignInFallback : AUTH_TOASTS.inlineSignUpFallback;
}

/** Signed-in, or the code step when the account has a verified factor and the session is only aal1. */
async function settle(user: AuthUser): Promise<Pick<AuthState, 'status' | 'user' | 'mfaFactorId'>> {
  const aal = await auth.getAssurance();
  if (aal.data?.current === 'aal1' && aal.data.next === 'aal2') {
    const factor = (await auth.listTotpFactors()).data?.find((f) => f.status === 'verified');
    if (factor) return { status: 'mfa', user, mfaFactorId: factor.id };
  }
  return { status: 'signed-in', user, mfaFactorId: null };
}

function logProfileError({ error }: { error?: { message: string } | undefined }) {
  if (error) console.warn('profile upsert failed:', error.message);
}

/** Where a sign-out ends up; set by init() (the router lives outside the store). */
let goHome: () => void = () => undefined;

async function endSession(set: (p: Partial<AuthState>) => void, successMessage: string, scope: auth.SignOutScope): Promise<boolean> {
  set({ signingOut: true });
  const { error } = await auth.signOut(scope);
  if (error) {
    set({ signingOut: false });
    notify.error(error.message || SHELL.signOutFailed);
    return false;
  }
  set({ status: 'signed-out', user: null, mfaFactorId: null, profile: null, profileStatus: 'idle' });
  notify.success(successMessage);
  setTimeout(() => {
    set({ signingOut: false });
    goHome();
  }, SIGN_OUT_REDIRECT_MS);
  return true;
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  status: 'loading',
  user: null,
  mfaFactorId: null,
  signingOut: false,
  sessionNotice: null,
  profile: null,
  profileStatus: 'idle',

  init(onSignedOut) {
    goHome = () => onSignedOut('signed-out');
    setSessionVerifier(auth.verifySession);
    let disposed = false;
    let unsubscribe: (() => void) | null = null;
    void (async () => {
      try {
        const read = await auth.getSessionUser();
        if (read.error) throw new Error(read.error.message);
        const user = read.data;
        if (disposed) return;
        set(user ? await settle(user) : { status: 'signed-out', user: null, mfaFactorId: null });
        const off = await auth.onAuthChange((event, changed) => {
          if (event === 'SIGNED_OUT') {
            // Not asked for here (no sign-out under way) while signed in: ended on another device or tab.
            const was = get().status;
            const ended = !get().signingOut && (was === 'signed-in' || was === 'mfa');
            set({ status: 'signed-out', user: null, mfaFactorId: null, profile: null, profileStatus: 'idle', ...(ended ? { sessionNotice: SESSION.endedElsewhere } : {}) });
            if (!get().signingOut) onSignedOut(ended ? 'ended' : 'signed-out');
            return;
          }
          if (event === 'SIGNED_IN' && changed) {
            void upsertProfileOnSignIn({ id: changed.id, email: changed.email, full_name: changed.fullName }).then(logProfileError, (e: unknown) => console.warn(e));
          }
          if (changed && (event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED' || event === 'USER_UPDATED')) {
            void settle(changed).then((s) => set(s));
          }
        });
        if (disposed) off();
        else unsubscribe = off;
        // The stored session may have been ended elsewhere while this browser was away: ask the server.
        if (user) void auth.verifySession().catch((e: unknown) => console.warn('session check failed:', e));
      } catch (e) {
        console.warn('session could not be read:', e);
        if (!disposed) set({ status: 'signed-out', user: null, mfaFactorId: null });
      }
    })();
    return () => {
      disposed = true;
      unsubscribe?.();
    };
  },

  async signIn(email, password) {
    const { data: user, error } = await auth.signIn({ email, password });
    if (error) {
      if (error.kind === 'api') notify.error(signInErrorToast(error.message));
      return { ok: false, inline: inlineError(error, 'sign-in') };
    }
    const next = await settle(user);
    set(next);
    if (next.status === 'signed-in') notify.success(AUTH_TOASTS.signInDone);
    set({ sessionNotice: null });
    return { ok: true };
  },

  async verifyCode(code) {
    const factorId = get().mfaFactorId;
    if (!factorId) return { ok: false, inline: AUTH_TOASTS.inlineSignInFallback };
    const { error } = await auth.verifyTotp(factorId, code);
    if (error) {
      if (error.kind !== 'api') return { ok: false, inline: inlineError(error, 'sign-in') };
      return { ok: false, inline: error.message };
    }
    const user = get().user ?? (await auth.getSessionUser()).data ?? null;
    set({ status: 'signed-in', user, mfaFactorId: null, sessionNotice: null });
    notify.success(AUTH_TOASTS.signInDone);
    return { ok: true };
  },

  async verifyRecoveryCode(code) {
    const { error } = await verifyRecoveryCode(code);
    if (error) return { ok: false, inline: error.kind === 'api' ? error.message : inlineError(error, 'sign-in') };
    const user = get().user ?? (await auth.getSessionUser()).data ?? null;
    set({ status: 'signed-in', user, mfaFactorId: null, sessionNotice: null });
    notify.success(AUTH_TOASTS.signInDone);
    return { ok: true };
  },

  async signUp(fullName, email, password) {
    const { data, error } = await auth.signUp({ email, password, fullName });
    if (error) {
      if (error.kind === 'api') notify.error(signUpErrorToast(error.message));
      const switchToSignIn = error.message.toLowerCase().includes('already registered');
      return { ok: false, inline: inlineError(error, 'sign-up'), switchToSignIn };
    }
    notify.success(data.hasSession ? AUTH_TOASTS.signUpDone : AUTH_TOASTS.signUpConfirm);
    return { ok: true };
  },

  signOut: (successMessage = SHELL.signOutSuccess) => endSession(set, successMessage, 'local'),
  signOutEverywhere: () => endSession(set, SESSION.everywhereDone, 'global'),
  clearSessionNotice: () => set({ sessionNotice: null }),

  async cancelMfa() {
    // Signed out first, so the SIGNED_OUT that follows is not taken for a session ended elsewhere.
    set({ status: 'signed-out', user: null, mfaFactorId: null });
    await auth.signOut('local');
  },

  async refreshUser() {
    const { data: user } = await auth.getSessionUser();
    if (user) set({ user });
  },

  async loadProfile() {
    const user = get().user;
    if (!user) return;
    set({ profileStatus: 'loading' });
    try {
      const { data: profile, error } = await getProfile(user.id);
      if (error) console.warn('profile load failed:', error.message);
      set({ profile: profile ?? null, profileStatus: error ? 'error' : 'ready' });
    } catch (e) {
      console.warn('profile load failed:', e);
      set({ profileStatus: 'error' });
    }
  },

  async saveProfile({ fullName, email, phone }) {
    const user = get().user;
    if (!user) {
      notify.error(SETTINGS.noUser);
      return false;
    }
    try {
      if (email !== (user.email ?? '')) {
        const { error: failure } = await auth.updateEmail(email);
        if (failure) {
          const message = SETTINGS.emailUpdateFailed(failure.message);
          // A refusal (rate limit, address taken) is answered; an unreachable server can be retried.
          if (failure.kind === 'api') notify.error(message);
          else notify.retry(message, () => void get().saveProfile({ fullName, email, phone }), SETTINGS.retry);
          return false;
        }
        notify.success(SETTINGS.emailUpdateStarted);
      }
      const { error } = await updateProfile(user.id, { full_name: fullName, phone: phone ? phone : null });
      if (error) {
        // The form keeps what was typed; Retry saves it again (the e-mail change, if any, is done).
        notify.retry(SETTINGS.profileFailed, () => void get().saveProfile({ fullName, email: get().user?.email ?? email, phone }), SETTINGS.retry);
        return false;
      }
      // Keep the account's name in step, so the sign-in upsert does not bring back the old one.
      const { error: metaFailure } = await auth.updateFullName(fullName);
      if (metaFailure) console.warn('account name update failed:', metaFailure.message);
      notify.success(SETTINGS.profileSaved);
      await Promise.all([get().loadProfile(), get().refreshUser()]);
      return true;
    } catch (e) {
      console.warn(e);
      notify.error(SETTINGS.unexpected);
      return false;
    }
  },

  async uploadAvatar(file) {
    const user = get().user;
    if (!user) {
      notify.error(SETTINGS.noUser);
      return false;
    }
    if (!file.type.startsWith('image/')) {
      notify.error(SETTINGS.avatarNotImage);
      return false;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      notify.error(SETTINGS.avatarTooBig);
      return false;
    }
    try {
      const { data: url, error } = await uploadAvatarFile(user.id, file);
      if (error) {
        notify.retry(SETTINGS.avatarUploadFailed, () => void get().uploadAvatar(file), SETTINGS.retry);
        return false;
      }
      const saved = await updateAvatarUrl(user.id, url);
      if (saved.error) {
        notify.retry(SETTINGS.avatarSaveFailed, () => void get().uploadAvatar(file), SETTINGS.retry);
        return false;
      }
      const profile = get().profile;
      set({ profile: profile ? { ...profile, avatar_url: url } : profile });
      notify.success(SETTINGS.avatarSaved);
      return true;
    } catch (e) {
      console.warn(e);
      notify.error(SETTINGS.unexpected);
      return false;
    }
  },

  async changePassword(next, current) {
    try {
      const { error: failure } = await auth.updatePassword(next, current);
      if (failure) {
        const message = SETTINGS.passwordFailed(failure.code === 'current_password_mismatch' ? SETTINGS.currentPasswordWrong : failure.message);
        // A refusal is answered as it is; a failure to reach the server can be retried with what was typed.
        if (failure.kind === 'api') notify.error(message);
        else notify.retry(message, () => void get().changePassword(next, current), SETTINGS.retry);
        return false;
      }
      notify.success(SETTINGS.passwordSaved);
      return true;
    } catch (e) {
      console.warn(e);
      notify.error(SETTINGS.unexpected);
      return false;
    }
  },
}));

/**
 * The auth state once the stored session has been read (status no longer 'loading'): at once when it has been.
 * What is decided by who the user is — an upload's size limit, whether it is saved for them — waits for it, or a file
 * dropped while a page is still loading (config.json, the session) is taken as an anonymous visitor's.
 */
export function settledAuth(): Promise<AuthState> {
  const now = useAuthStore.getState();
  if (now.status !== 'loading') return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = useAuthStore.subscribe((state) => {
      if (state.status === 'loading') return;
      stop();
      resolve(state);
    });
  });
}

/** The user-menu name: the part of the e-mail before the @, else 'User' (spec §2). */
export function displayName(user: Pick<AuthUser, 'email'> | null): string {
  const prefix = user?.email?.split('@')[0];
  return prefix ? prefix : SHELL.defaultUser;
}
