/** Spec texts of the sign-in / sign-up dialog (app.md §2, §5, §8). */
export const AUTH = {
  signInTitle: 'Welcome Back',
  signUpTitle: 'Create Account',
  signInSubtitle: 'Sign in to continue your analytics workflow',
  signUpSubtitle: 'Start turning CSV files into dashboards',
  signInButton: 'Sign In',
  signUpButton: 'Create Account',
  toSignUp: "Don't have an account? Sign up",
  toSignIn: 'Already have an account? Sign in',
  demoLabel: 'Demo account:',
  demoEmail: 'demo@tallyline.example',
  demoPassword: 'tallyline-demo',
  demoHint: 'Demo account: demo@tallyline.example / tallyline-demo',
  mfaTitle: 'Two-factor verification',
  mfaPrompt: 'Enter the 6-digit code from your authenticator app.',
  mfaLabel: 'Authentication code',
  mfaButton: 'Verify',
  mfaInvalid: 'Invalid code. Please try again.',
  mfaCodeRequired: 'Enter the 6-digit code',
  recoveryPrompt: 'Enter one of the recovery codes you saved when you set up two-factor sign-in.',
  recoveryLabel: 'Recovery code',
  recoveryRequired: 'Enter a recovery code like abcd-efgh-jkmn-pqrs',
  useRecovery: 'Use a recovery code instead',
  useAuthenticator: 'Use the authenticator app instead',
} as const;

/** Field validation messages (app.md §5). */
export const VALIDATION = {
  fullNameRequired: 'Full name is required',
  fullNameShort: 'Full name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your password',
  passwordMismatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
} as const;

/** Toasts and inline errors of app.md §8. */
export const AUTH_TOASTS = {
  signUpExists: 'An account with this email already exists. Please sign in instead.',
  signUpPassword: 'Password must be at least 6 characters long.',
  signUpEmail: 'Please enter a valid email address.',
  signUpConfirm: 'Account created! Please check your email to confirm your account.',
  signUpDone: 'Account created successfully!',
  signInInvalid: 'Invalid email or password. Please check your credentials and try again.',
  signInUnconfirmed: 'Please check your email and click the confirmation link before signing in.',
  signInTooMany: 'Too many login attempts. Please wait a moment before trying again.',
  signInFailed: (message: string) => `Sign in failed: ${message}`,
  signInDone: 'Signed in successfully!',
  inlineConfig: 'Database connection error...',
  inlineNetwork: 'Unable to connect to the authentication service. Please check your internet connection...',
  inlineSignInFallback: 'An unexpected error occurred. Please try again.',
  inlineSignUpFallback: 'Failed to create account. Please try again.',
} as const;
