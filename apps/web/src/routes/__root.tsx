import { ErrorScreen, Toaster } from '@tallyline/ui';
import { Navigate, Outlet, createRootRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SHELL } from '../messages/shell.js';
import { AppErrorBoundary } from '../shell/AppErrorBoundary.js';
import { ThemeProvider, useAppTheme } from '../shell/ThemeContext.js';
import { forgetWorkflowOnSignOut } from '../lib/session/forgetWorkflowOnSignOut.js';
import { useApiKeysStore } from '../stores/apiKeysStore.js';
import { useAuthStore } from '../stores/authStore.js';
import { useSavedStore } from '../stores/savedStore.js';
import { useTwoFactorStore } from '../stores/twoFactorStore.js';
import { useWorkflowStore } from '../stores/workflowStore.js';

function forgetAccountStores() {
  useSavedStore.getState().reset();
  useApiKeysStore.getState().reset();
  useTwoFactorStore.getState().reset();
}

export const Route = createRootRoute({
  component: Root,
  errorComponent: RouteError,
  // Unknown paths under /app go to the upload screen (architecture.md §4).
  notFoundComponent: () => <Navigate to="/" replace />,
});

function Root() {
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <AuthBridge />
        <Outlet />
        <ThemedToaster />
      </ThemeProvider>
    </AppErrorBoundary>
  );
}

/**
 * Starts the session listener once; a sign-out sends the browser to the app's home and forgets the saved
 * workflow, a session ended elsewhere to the sign-in dialog with a message.
 */
function AuthBridge() {
  const navigate = useNavigate();
  const init = useAuthStore((s) => s.init);
  useEffect(() => init((reason) => void navigate({ to: reason === 'ended' ? '/auth' : '/' })), [init, navigate]);
  useEffect(() => forgetWorkflowOnSignOut(useAuthStore, useWorkflowStore), []);
  // What the settings and the library read of the account goes with it too (the next person sees none of it).
  useEffect(() => forgetWorkflowOnSignOut(useAuthStore, { getState: () => ({ reset: forgetAccountStores }) }), []);
  return null;
}

function ThemedToaster() {
  const { theme } = useAppTheme();
  return <Toaster theme={theme} />;
}

function RouteError({ error }: { error: unknown }) {
  console.error(error);
  return <ErrorScreen title={SHELL.errorTitle} message={SHELL.errorFallback} actionLabel={SHELL.reload} onAction={() => window.location.reload()} />;
}
