/** Texts of the header's notifications (spec app.md §2 dropdown; issue 17: only real events). */
export const NOTIFICATIONS = {
  title: 'Notifications',
  trigger: 'Notifications',
  unread: (n: number) => `${n} unread`,
  empty: 'No notifications yet',
  emptyHint: 'Finished uploads, new API keys and opened share links will show up here.',
  signedOutHint: 'Sign in to keep notifications of your uploads and API keys.',
  markAllRead: 'Mark all as read',
  unreadMark: 'Unread:',
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Retry',
  uploadFinishedTitle: 'Upload finished',
  uploadFinishedBody: (file: string) => `${file} was uploaded and analysed.`,
  apiKeyCreatedTitle: 'API key created',
  apiKeyCreatedBody: (name: string) => `The key "${name}" was created. Not you? Revoke it in Settings › Account.`,
  shareOpenedTitle: 'Shared dashboard opened',
  shareOpenedBody: (name: string) => `Someone opened the share link of "${name}". Revoke or renew the link on its Dashboard step.`,
} as const;

/** '5 min ago' style time of a notification (spec's sample notifications show times this way). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return '';
  const s = Math.max(0, Math.round((now - t) / 1000));
  if (s < 60) return 'just now';
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} ${h === 1 ? 'hour' : 'hours'} ago`;
  const d = Math.floor(h / 24);
  if (d < 30) return `${d} ${d === 1 ? 'day' : 'days'} ago`;
  return new Date(t).toLocaleDateString();
}
