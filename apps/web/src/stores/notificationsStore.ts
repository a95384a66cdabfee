import { create } from 'zustand';
import { listNotifications, markNotificationsRead, reportUploadFinished, type NotificationRow } from '../lib/db/notifications.js';
import type { DbError } from '../lib/db/result.js';

/** How often the open app asks for new notifications while the page is visible (our server has no realtime). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/**
 * The header's notifications (issue 17): the signed-in user's stored events, newest first, read or
 * unread. Nothing is invented: a new account has none, and signed out there are none.
 */
export interface NotificationsState {
  items: NotificationRow[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why the last load failed (the menu shows it with Retry; earlier items stay listed). */
  error: DbError | null;
  /** Reads the newest notifications again. */
  load(): Promise<void>;
  /**
   * Keeps the list current while signed in: reads it now, when the window gets focus or becomes
   * visible again, and every NOTIFICATIONS_POLL_MS while visible. Answers the stop function.
   */
  follow(): () => void;
  /** Records a finished upload, then reloads. */
  uploadFinished(fileName: string): Promise<void>;
  markRead(ids: string[]): Promise<void>;
  markAllRead(): Promise<void>;
  /** Forgets everything (sign-out). */
  clear(): void;
}

export function unreadCount(items: readonly NotificationRow[]): number {
  return items.reduce((n, i) => (i.read_at ? n : n + 1), 0);
}

let generation = 0;

export const useNotificationsStore = create<NotificationsState>()((set, get) => ({
  items: [],
  status: 'idle',
  error: null,

  async load() {
    const mine = ++generation;
    if (get().status !== 'ready') set({ status: 'loading' });
    const r = await listNotifications();
    if (mine !== generation) return;
    if (r.error) set({ status: 'error', error: r.error });
    else set({ items: r.data, status: 'ready', error: null });
  },

  follow() {
    const refresh = () => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') void get().load();
    };
    refresh();
    const timer = setInterval(refresh, NOTIFICATIONS_POLL_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  },

  async uploadFinished(fileName) {
    // A lost notification is not the user's work: it is logged, and the list is read again anyway.
    const r = await reportUploadFinished(fileName);
    if (r.error) console.warn('the upload notification could not be saved:', r.error.message);
    await get().load();
  },

  async markRead(ids) {
    const unread = ids.filter((id) => get().items.some((i) => i.id === id && !i.read_at));
    if (unread.length === 0) return;
    const now = new Date().toISOString();
    set({ items: get().items.map((i) => (unread.includes(i.id) ? { ...i, read_at: now } : i)) });
    const r = await markNotificationsRead(unread);
    if (r.error) {
      // The server's state is read back: the unread marks return, and a failed read shows its Retry.
      console.warn('notifications could not be marked read:', r.error.message);
      await get().load();
    }
  },

  markAllRead: () => get().markRead(get().items.map((i) => i.id)),

  clear() {
    generation++;
    set({ items: [], status: 'idle', error: null });
  },
}));
