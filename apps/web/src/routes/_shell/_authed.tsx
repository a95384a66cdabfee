import { Spinner } from '@tallyline/ui';
import { Navigate, Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { checkSession } from '../../lib/session/sessionCheck.js';
import { SHELL } from '../../messages/shell.js';
import { Restoring } from '../../screens/steps/StepParts.js';
import { useAuthStore } from '../../stores/authStore.js';
import { useWorkflowStore } from '../../stores/workflowStore.js';

/**
 * Gate of the protected screens (site.md §2.1): wait for the session, send signed-out visitors to /app/
 * (to sign-in when their session was ended elsewhere), then wait for the stored workflow to be read
 * back, so no step screen guards that itself.
 */
export const Route = createFileRoute('/_shell/_authed')({
  component: AuthedGate,
});

function AuthedGate() {
  const status = useAuthStore((s) => s.status);
  const signingOut = useAuthStore((s) => s.signingOut);
  const hydrated = useWorkflowStore((s) => s.hydrated);
  const endedElsewhere = useAuthStore((s) => s.sessionNotice !== null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Every move between protected screens asks whether the session still exists, so a session ended
  // on another device is noticed at the next action, not at a save that fails later.
  useEffect(() => {
    if (useAuthStore.getState().status === 'signed-in') void checkSession();
  }, [pathname]);
  if (status === 'loading') return <Spinner label={SHELL.loading} />;
  if (status !== 'signed-in') {
    if (signingOut) return <Spinner label={SHELL.signingOut} />;
    // A session ended elsewhere goes to sign-in (with its message), never a half-signed-in screen.
    return <Navigate to={endedElsewhere ? '/auth' : '/'} replace />;
  }
  if (!hydrated) return <Restoring />;
  return <Outlet />;
}
