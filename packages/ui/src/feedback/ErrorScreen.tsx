import './feedback.css';

export interface ErrorScreenProps {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
}

/** Full-page failure with one recovery action (the app's error boundary). */
export function ErrorScreen({ title, message, actionLabel, onAction }: ErrorScreenProps) {
  return (
    <main className="tl-error-screen" role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      <button type="button" className="tl-btn tl-btn--primary" onClick={onAction}>
        {actionLabel}
      </button>
    </main>
  );
}
