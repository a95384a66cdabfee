import type { ButtonHTMLAttributes } from 'react';
import './primitives.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a busy state and disables the button. */
  loading?: boolean;
}

/** The app's button; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant = 'primary', size = 'md', loading = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  const cls = ['tl-btn', `tl-btn--${variant}`, size === 'sm' ? 'tl-btn--sm' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={cls} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className="tl-btn__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
