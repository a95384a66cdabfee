import { Button, Card, TextField } from '@tallyline/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { AUTH } from '../../messages/auth.js';
import { SETTINGS } from '../../messages/settings.js';
import { useTwoFactorStore, verifiedFactor } from '../../stores/twoFactorStore.js';
import { RecoveryCodes } from './RecoveryCodes.js';

/** Settings › Security › two-factor sign-in with an authenticator app: enrol (QR code), verify, recovery codes, remove. */
export function TwoFactorCard() {
  const factors = useTwoFactorStore((s) => s.factors);
  const codesLeft = useTwoFactorStore((s) => s.codesLeft);
  const status = useTwoFactorStore((s) => s.status);
  const loadError = useTwoFactorStore((s) => s.error);
  const enrolment = useTwoFactorStore((s) => s.enrolment);
  const codes = useTwoFactorStore((s) => s.codes);
  const busy = useTwoFactorStore((s) => s.busy);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const store = useTwoFactorStore.getState;

  useEffect(() => {
    void useTwoFactorStore.getState().load();
  }, []);

  const verified = verifiedFactor(factors);

  const start = async () => {
    setCode('');
    setError(undefined);
    await store().start();
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(AUTH.mfaCodeRequired);
      return;
    }
    const failure = await store().confirm(digits);
    // A wrong code says so; a network failure says why. Either way the code stays typed.
    if (failure) setError(failure.kind === 'api' ? AUTH.mfaInvalid : SETTINGS.twoFactorFailed(failure.message));
  };

  return (
    <Card title={SETTINGS.twoFactorTitle} description={SETTINGS.twoFactorIntro}>
      {status === 'error' && loadError ? (
        <div role="alert" className="tl-settings__row tl-settings__row--between">
          <p>{SETTINGS.twoFactorLoadFailed(loadError.message)}</p>
          <Button size="sm" variant="secondary" onClick={() => void store().load()}>
            {SETTINGS.retry}
          </Button>
        </div>
      ) : factors === null ? null : enrolment ? (
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
            <Button variant="secondary" onClick={() => void store().cancel()}>
              {SETTINGS.twoFactorCancel}
            </Button>
          </div>
        </form>
      ) : verified ? (
        <>
          {codes ? (
            <RecoveryCodes
              codes={codes}
              onDone={() => void store().codesSaved()}
            />
          ) : null}
          <div className="tl-settings__row tl-settings__row--between">
            <p className="tl-settings__status tl-settings__status--on">{SETTINGS.twoFactorOn}</p>
            <Button variant="danger" loading={busy} onClick={() => void store().remove()}>
              {SETTINGS.twoFactorRemove}
            </Button>
          </div>
          {codes ? null : (
            <div className="tl-settings__row tl-settings__row--between">
              <p className="tl-settings__muted">{codesLeft === null ? SETTINGS.recoveryTitle : SETTINGS.recoveryLeft(codesLeft)}</p>
              <Button variant="secondary" onClick={() => void store().newCodes()}>
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
