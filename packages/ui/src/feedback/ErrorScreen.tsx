import { Button } from '../primitives/Button.js';
import './ErrorScreen.css';

export interface ErrorScreenProps {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
  /**
   * In place of one part of a page (a site island that failed) rather than the whole page: a box
   * with an h2 instead of the page's <main> with its h1.
   */
  inline?: boolean;
}

/** A failure with one recovery action: the app's error boundary, and each island of the site. */
export function ErrorScreen({ title, message, actionLabel, onAction, inline = false }: ErrorScreenProps) {
  const Root = inline ? 'div' : 'main';
  const Title = inline ? 'h2' : 'h1';
  return (
    <Root className={inline ? 'tl-error-screen tl-error-screen--inline' : 'tl-error-screen'} role="alert">
      <Title>{title}</Title>
      <p>{message}</p>
      <Button onClick={onAction}>{actionLabel}</Button>
    </Root>
  );
}
