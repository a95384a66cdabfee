import { ErrorScreen } from '@tallyline/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SHELL } from '../messages/shell.js';

interface State {
  failed: boolean;
}

/** Last line of defence: 'Something went wrong' with 'Reload Page'. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <ErrorScreen title={SHELL.errorTitle} message={SHELL.errorFallback} actionLabel={SHELL.reload} onAction={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
