import { create } from 'zustand';
import { listNotifications, markNotificationsRead, reportUploadFinished, type NotificationRow } from '../lib/db/notifications.js';

/**
 * The header's notifications (issue 17): the signed-in user's stored events, newest first, read or
 * unread. Nothing is invented: a new account has none, and signed out there are none.
 */
export interface NotificationsState {
  items: NotificationRow[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Reads the newest notifications again. */
  load(): Promise<void>;
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

  async load() {
    const mine = ++generation;
    if (get().status !== 'ready') set({ status: 'loading' });
    const r = await listNotifications();
    if (mine !== generation) return;
    if (r.ok) set({ items: r.value, status: 'ready' });
    else {
      console.warn('notifications could not be loaded:', r.message);
      set({ status: 'error' });
    }
  },

  async uploadFinished(fileName) {
    const r = await reportUploadFinished(fileName);
    if (!r.ok) console.warn('the upload notification could not be saved:', r.message);
    await get().load();
  },

  async markRead(ids) {
    const unread = ids.filter((id) => get().items.some((i) => i.id === id && !i.read_at));
    if (unread.length === 0) return;
    const now = new Date().toISOString();
    set({ items: get().items.map((i) => (unread.includes(i.id) ? { ...i, read_at: now } : i)) });
    const r = await markNotificationsRead(unread);
    if (!r.ok) {
      console.warn('notifications could not be marked read:', r.message);
      await get().load();
    }
  },

  markAllRead: () => get().markRead(get().items.map((i) => i.id)),

  clear() {
    generation++;
    set({ items: [], status: 'idle' });
  },
}));
