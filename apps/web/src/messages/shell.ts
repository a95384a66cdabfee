/** Spec texts of the app shell (app.md §2 sidebar and header, §8 sign-out, site.md §2.1 gating). */
export const SHELL = {
  brand: 'TALLYLINE',
  beta: 'BETA',
  loading: 'Loading TALLYLINE...',
  premiumPlan: 'Premium Plan',
  defaultUser: 'User',
  signOutConfirm: 'Are you sure you want to sign out? This will end your premium session.',
  signOutSuccess: 'Signed out successfully! Redirecting to home page...',
  signOutFailed: 'Failed to sign out',
  signingOut: 'Signing out...',
  errorTitle: 'Something went wrong',
  errorFallback: "We're sorry, but there was an error loading the application.",
  reload: 'Reload Page',
  searchPlaceholder: 'Search...',
} as const;

/** Sign-out redirect delay (spec app.md §9: 1000 ms). */
export const SIGN_OUT_REDIRECT_MS = 1000;

/** The six workflow steps of the sidebar (spec app.md §2), paths relative to /app. */
export const STEPS = [
  { step: 1, label: 'Data Upload', to: '/' },
  { step: 2, label: 'Dashboard', to: '/dashboard' },
  { step: 3, label: 'KPI Tracker', to: '/kpi' },
  { step: 4, label: 'Portfolio', to: '/portfolio' },
  { step: 5, label: 'Trend Analysis', to: '/trends' },
  { step: 6, label: 'Analytics Report', to: '/report' },
] as const;
