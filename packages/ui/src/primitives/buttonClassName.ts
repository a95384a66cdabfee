export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

/** The class list of the shared button look, for a <button> (Button) or a link (ButtonLink). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook, extra?: string): string {
  return ['tl-btn', `tl-btn--${variant}`, size === 'md' ? '' : `tl-btn--${size}`, block ? 'tl-btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}
