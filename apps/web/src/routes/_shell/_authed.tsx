import { Spinner } from '@tallyline/ui';
import { Navigate, Outlet, createFileRoute } from '@tanstack/react-router';
import { SHELL } from '../../messages/shell.js';
import { useAuthStore } from '../../stores/authStore.js';

/** Gate of the protected screens (site.md §2.1): wait for the session, send signed-out visitors to /app/. */
export const Route = createFileRoute('/_shell/_authed')({
  component: AuthedGate,
});

function AuthedGate() {
  const status = useAuthStore((s) => s.status);
  const signingOut = useAuthStore((s) => s.signingOut);
  if (status === 'loading') return <Spinner label={SHELL.loading} />;
  if (status !== 'signed-in') return signingOut ? <Spinner label={SHELL.signingOut} /> : <Navigate to="/" replace />;
  return <Outlet />;
}
