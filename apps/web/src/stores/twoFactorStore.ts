import { notify } from '@tallyline/ui';
import { create } from 'zustand';
import { enrollTotp, listTotpFactors, unenrollFactor, verifyTotp, type TotpEnrolment, type TotpFactor } from '../lib/db/auth.js';
import { createRecoveryCodes, recoveryCodesLeft } from '../lib/db/recoveryCodes.js';
import type { DbError } from '../lib/db/result.js';
import { SETTINGS } from '../messages/settings.js';

/**
 * Settings › Security › two-factor sign-in (issue 17: screens reach lib/db through stores). A
 * failed load is kept as `error` for the card to show with Retry; a failed enrol, remove or new
 * set of recovery codes is a toast with Retry; a refused code is answered to the form.
 */
export interface TwoFactorState {
  /** The account's TOTP factors; null until the first load answered. */
  factors: TotpFactor[] | null;
  /** Unused recovery codes left (with a verified factor). */
  codesLeft: number | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: DbError | null;
  /** The enrolment under way (QR code shown, code not yet confirmed). */
  enrolment: TotpEnrolment | null;
  /** A new set of recovery codes, shown once. */
  codes: string[] | null;
  busy: boolean;
  load(): Promise<void>;
  start(): Promise<void>;
  /** Confirms the enrolment with a code from the app: null when enabled, else the failure. */
  confirm(code: string): Promise<DbError | null>;
  cancel(): Promise<void>;
  remove(): Promise<void>;
  newCodes(): Promise<void>;
  codesSaved(): Promise<void>;
  reset(): void;
}

export const verifiedFactor = (factors: readonly TotpFactor[] | null): TotpFactor | null => factors?.find((f) => f.status === 'verified') ?? null;

let generation = 0;

const initial = { factors: null, codesLeft: null, status: 'idle', error: null, enrolment: null, codes: null, busy: false } as const;

export const useTwoFactorStore = create<TwoFactorState>()((set, get) => ({
  ...initial,

  async load() {
    const mine = ++generation;
    set({ status: 'loading', error: null });
    const listed = await listTotpFactors();
    const left = !listed.error && verifiedFactor(listed.data) ? await recoveryCodesLeft() : null;
    if (mine !== generation) return;
    const error = listed.error ?? left?.error ?? null;
    if (error) set({ status: 'error', error });
    else set({ status: 'ready', factors: listed.data ?? [], codesLeft: left?.data ?? null });
  },

  async start() {
    set({ busy: true });
    // A half-finished enrolment left behind would clash on the friendly name: clear unverified ones.
    for (const f of get().factors ?? []) if (f.status === 'unverified') await unenrollFactor(f.id);
    const r = await enrollTotp(`Authenticator ${new Date().toISOString().slice(0, 10)}`);
    set({ busy: false });
    if (r.error) {
      notify.retry(SETTINGS.twoFactorFailed(r.error.message), () => void get().start(), SETTINGS.retry);
      return;
    }
    set({ enrolment: r.data });
  },

  async confirm(code) {
    const enrolment = get().enrolment;
    if (!enrolment) return null;
    set({ busy: true });
    const r = await verifyTotp(enrolment.id, code);
    set({ busy: false });
    if (r.error) return r.error;
    set({ enrolment: null });
    notify.success(SETTINGS.twoFactorEnabled);
    await get().newCodes();
    await get().load();
    return null;
  },

  async cancel() {
    const enrolment = get().enrolment;
    set({ enrolment: null });
    if (enrolment) await unenrollFactor(enrolment.id);
    await get().load();
  },

  async remove() {
    const verified = verifiedFactor(get().factors);
    if (!verified) return;
    set({ busy: true });
    const r = await unenrollFactor(verified.id);
    set({ busy: false });
    if (r.error) notify.retry(SETTINGS.twoFactorFailed(r.error.message), () => void get().remove(), SETTINGS.retry);
    else notify.success(SETTINGS.twoFactorRemoved);
    await get().load();
  },

  async newCodes() {
    const r = await createRecoveryCodes();
    if (r.error) notify.retry(SETTINGS.recoveryFailed(r.error.message), () => void get().newCodes(), SETTINGS.retry);
    else set({ codes: r.data });
  },

  async codesSaved() {
    set({ codes: null });
    await get().load();
  },

  reset() {
    generation++;
    set({ ...initial });
  },
}));
