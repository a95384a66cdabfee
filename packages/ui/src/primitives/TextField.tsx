import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Inline validation message; marks the input invalid and is announced. */
  error?: string | undefined;
  hint?: ReactNode;
  /** For type="password": adds a show/hide toggle button. */
  revealable?: boolean;
}

/** A labelled input with an inline error (and an optional show/hide toggle for passwords). */
export function TextField({ label, error, hint, revealable = false, type = 'text', className, ...rest }: TextFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const inputType = revealable && shown ? 'text' : type;
  return (
    <div className={['tl-field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="tl-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="tl-field__control">
        <input id={id} type={inputType} className="tl-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
        {revealable ? (
          <button
            type="button"
            className="tl-field__reveal"
            onClick={() => setShown((s) => !s)}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={shown}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p className="tl-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="tl-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
