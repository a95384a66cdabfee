/** Sign-in / sign-up dialog — filled in by the auth work of issue 6. */
export function AuthDialog() {
  return null;
}
