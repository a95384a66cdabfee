import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.js';

/**
 * Shows the error screen instead of a part that failed to render: the whole page in the prerender
 * and the dev server, one island (`inline`) in the browser.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode; inline?: boolean }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen inline={this.props.inline} /> : this.props.children;
  }
}
