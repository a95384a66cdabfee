/** Texts of sessions: this device vs every device, and a session ended somewhere else (issue 17). */
export const SESSION = {
  /** Shown on the sign-in dialog when the server no longer accepts this browser's session. */
  endedElsewhere: 'You were signed out on another device or in another tab. Please sign in again.',
  everywhereTitle: 'Sign out everywhere',
  everywhereText: 'End your sessions on every device and browser, this one included. Use it if you signed in on a computer that is not yours.',
  everywhereButton: 'Sign out everywhere',
  everywhereConfirm: 'Sign out on every device, this one included? Every browser where you are signed in will ask you to sign in again.',
  everywhereDone: 'Signed out on every device.',
} as const;
