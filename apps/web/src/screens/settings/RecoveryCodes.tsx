import { Button, notify } from '@tallyline/ui';
import { downloadText } from '../../lib/download.js';
import { SETTINGS } from '../../messages/settings.js';

/** A freshly made set of recovery codes, shown this once with ways to keep them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  return (
    <section className="tl-settings__created" aria-label={SETTINGS.recoveryTitle}>
      <p>
        <strong>{SETTINGS.recoveryTitle}.</strong> {SETTINGS.recoveryIntro}
      </p>
      <ol className="tl-settings__codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="tl-settings__row">
        <Button size="sm" variant="secondary" onClick={() => void navigator.clipboard?.writeText(text).then(() => notify.success(SETTINGS.apiKeyCopied))}>
          {SETTINGS.recoveryCopy}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => downloadText(text, 'tallyline-recovery-codes.txt', 'text/plain;charset=utf-8')}>
          {SETTINGS.recoveryDownload}
        </Button>
        <Button size="sm" onClick={onDone}>
          {SETTINGS.recoveryDone}
        </Button>
      </div>
    </section>
  );
}
