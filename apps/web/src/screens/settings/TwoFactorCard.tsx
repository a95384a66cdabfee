import { Button, Card, TextField, notify } from '@tallyline/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { enrollTotp, listTotpFactors, unenrollFactor, verifyTotp, type TotpEnrolment, type TotpFactor } from '../../lib/db/auth.js';
import { createRecoveryCodes, recoveryCodesLeft } from '../../lib/db/recoveryCodes.js';
import { AUTH } from '../../messages/auth.js';
import { SETTINGS } from '../../messages/settings.js';
import { RecoveryCodes } from './RecoveryCodes.js';

/** Settings › Security › two-factor sign-in with an authenticator app: enrol (QR code), verify, recovery codes, remove. */
export function TwoFactorCard() {
  const [factors, setFactors] = useState<TotpFactor[] | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [codesLeft, setCodesLeft] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const r = await listTotpFactors();
    if (r.error) console.warn('factors could not be listed:', r.error.message);
    setFactors(r.factors);
    setCodesLeft(r.factors.some((f) => f.status === 'verified') ? await recoveryCodesLeft() : null);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const verified = factors?.find((f) => f.status === 'verified') ?? null;

  const start = async () => {
    setBusy(true);
    // A half-finished enrolment left behind would clash on the friendly name: clear unverified ones.
    for (const f of factors ?? []) if (f.status === 'unverified') await unenrollFactor(f.id);
    const r = await enrollTotp(`Authenticator ${new Date().toISOString().slice(0, 10)}`);
    setBusy(false);
    if (r.error || !r.enrolment) {
      notify.error(SETTINGS.twoFactorFailed(r.error?.message ?? 'unknown error'));
      return;
    }
    setCode('');
    setError(undefined);
    setEnrolment(r.enrolment);
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!enrolment) return;
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(AUTH.mfaCodeRequired);
      return;
    }
    setBusy(true);
    const failure = await verifyTotp(enrolment.id, digits);
    setBusy(false);
    if (failure) {
      setError(AUTH.mfaInvalid);
      return;
    }
    setEnrolment(null);
    notify.success(SETTINGS.twoFactorEnabled);
    await newCodes();
    await refresh();
  };

  /** A new set of recovery codes (the session is aal2 here), shown once. */
  const newCodes = async () => {
    const r = await createRecoveryCodes();
    if (r.error || !r.codes) notify.error(SETTINGS.recoveryFailed(r.error?.message ?? 'unknown error'));
    else setCodes(r.codes);
  };

  const cancel = async () => {
    if (enrolment) await unenrollFactor(enrolment.id);
    setEnrolment(null);
    await refresh();
  };

  const remove = async () => {
    if (!verified) return;
    setBusy(true);
    const failure = await unenrollFactor(verified.id);
    setBusy(false);
    if (failure) notify.error(SETTINGS.twoFactorFailed(failure.message));
    else notify.success(SETTINGS.twoFactorRemoved);
    await refresh();
  };

  return (
    <Card title={SETTINGS.twoFactorTitle} description={SETTINGS.twoFactorIntro}>
      {factors === null ? null : enrolment ? (
        <form className="tl-settings__form" onSubmit={(e) => void confirm(e)} noValidate>
          <p>{SETTINGS.twoFactorScan}</p>
          <img className="tl-settings__qr" src={enrolment.qrCode} alt="QR code for your authenticator app" width={180} height={180} />
          <p className="tl-settings__muted">
            {SETTINGS.twoFactorSecret} <code className="tl-settings__secret" data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <TextField label={SETTINGS.twoFactorCode} inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} error={error} />
          <div className="tl-settings__row">
            <Button type="submit" loading={busy}>
              {SETTINGS.twoFactorVerify}
            </Button>
            <Button variant="secondary" onClick={() => void cancel()}>
              {SETTINGS.twoFactorCancel}
            </Button>
          </div>
        </form>
      ) : verified ? (
        <>
          {codes ? (
            <RecoveryCodes
              codes={codes}
              onDone={() => {
                setCodes(null);
                void refresh();
              }}
            />
          ) : null}
          <div className="tl-settings__row tl-settings__row--between">
            <p className="tl-settings__status tl-settings__status--on">{SETTINGS.twoFactorOn}</p>
            <Button variant="danger" loading={busy} onClick={() => void remove()}>
              {SETTINGS.twoFactorRemove}
            </Button>
          </div>
          {codes ? null : (
            <div className="tl-settings__row tl-settings__row--between">
              <p className="tl-settings__muted">{codesLeft === null ? SETTINGS.recoveryTitle : SETTINGS.recoveryLeft(codesLeft)}</p>
              <Button variant="secondary" onClick={() => void newCodes()}>
                {SETTINGS.recoveryNew}
              </Button>
            </div>
          )}
        </>
      ) : (
        <div className="tl-settings__row tl-settings__row--between">
          <p className="tl-settings__status">{SETTINGS.twoFactorOff}</p>
          <Button loading={busy} onClick={() => void start()}>
            {SETTINGS.twoFactorEnable}
          </Button>
        </div>
      )}
    </Card>
  );
}
