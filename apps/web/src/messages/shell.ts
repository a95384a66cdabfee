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

/** The three fixed sample notifications of the header (spec app.md §2). */
export const SAMPLE_NOTIFICATIONS = [
  { id: 'n1', kind: 'warning', title: 'Data quality warning', body: 'Some rows in your last upload had missing values.', time: '5 min ago' },
  { id: 'n2', kind: 'info', title: 'New feature available', body: 'Trend forecasts now cover five periods.', time: '1 hour ago' },
  { id: 'n3', kind: 'success', title: 'Report ready', body: 'Your analytics report was generated successfully.', time: '2 hours ago' },
] as const;
