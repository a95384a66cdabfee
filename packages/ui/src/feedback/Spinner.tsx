import './Spinner.css';

export interface SpinnerProps {
  /** Visible text under the spinner, also announced to screen readers. */
  label: string;
  /** Fill the viewport (app boot) instead of the surrounding box. */
  fullScreen?: boolean;
}

/** A spinner with a visible, announced label. */
export function Spinner({ label, fullScreen = false }: SpinnerProps) {
  return (
    <div className={fullScreen ? 'tl-spinner tl-spinner--full' : 'tl-spinner'} role="status" aria-live="polite">
      <span className="tl-spinner__ring" aria-hidden="true" />
      <span className="tl-spinner__label">{label}</span>
    </div>
  );
}
