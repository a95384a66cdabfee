import { Button } from '@tallyline/ui';

export interface FormFooterProps {
  /** The provider's error for the whole form, shown above the buttons. */
  inline: string | null;
  busy: boolean;
  submitLabel: string;
  switchLabel: string;
  onSwitch: () => void;
}

/** The end of both auth forms: the inline error, the submit button and the link to the other mode. */
export function FormFooter({ inline, busy, submitLabel, switchLabel, onSwitch }: FormFooterProps) {
  return (
    <>
      {inline ? (
        <p className="tl-auth__inline" role="alert">
          {inline}
        </p>
      ) : null}
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      <button type="button" className="tl-auth__switch" onClick={onSwitch}>
        {switchLabel}
      </button>
    </>
  );
}
