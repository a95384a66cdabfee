import type { ButtonHTMLAttributes } from 'react';
import { buttonClassName, type ButtonLook } from './buttonClassName.js';
import './Button.css';

export type { ButtonSize, ButtonVariant } from './buttonClassName.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a busy state and disables the button. */
  loading?: boolean;
}

/** The shared button (app and site); `type` defaults to "button" so it never submits by accident. */
export function Button({ variant, size, block, loading = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, size, block }, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className="tl-btn__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
