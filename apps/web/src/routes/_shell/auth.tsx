import { createFileRoute } from '@tanstack/react-router';
import { AuthDialog } from '../../screens/auth/AuthDialog.js';
import { UploadScreen } from '../../screens/upload/UploadScreen.js';

/** /app/auth: the upload screen behind the sign-in / sign-up dialog. */
export const Route = createFileRoute('/_shell/auth')({
  component: AuthRoute,
});

function AuthRoute() {
  return (
    <>
      <UploadScreen />
      <AuthDialog />
    </>
  );
}
