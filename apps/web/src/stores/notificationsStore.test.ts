import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const db = vi.hoisted(() => ({ list: vi.fn(), markRead: vi.fn(), report: vi.fn() }));
vi.mock('../lib/db/notifications.js', () => ({ listNotifications: db.list, markNotificationsRead: db.markRead, reportUploadFinished: db.report }));

const { NOTIFICATIONS_POLL_MS, useNotificationsStore } = await import('./notificationsStore.js');

const ROW = { id: 'n1', kind: 'upload_finished' as const, subject: 'a.csv', created_at: '2026-11-26T10:00:00Z', read_at: null };
const offline = { error: { kind: 'network' as const, message: 'Failed to fetch' } };

beforeEach(() => {
  vi.clearAllMocks();
  useNotificationsStore.getState().clear();
  db.list.mockResolvedValue({ data: [ROW] });
});
afterEach(() => vi.useRealTimers());

describe('notificationsStore', () => {
  it('a failed load keeps the earlier items and the error; the next load clears it', async () => {
    await useNotificationsStore.getState().load();
    db.list.mockResolvedValueOnce(offline);
    await useNotificationsStore.getState().load();
    expect(useNotificationsStore.getState()).toMatchObject({ status: 'error', items: [ROW], error: { message: 'Failed to fetch' } });
    await useNotificationsStore.getState().load();
    expect(useNotificationsStore.getState()).toMatchObject({ status: 'ready', error: null });
  });

  it('follow() reads now, every poll interval while visible, and on focus; stop ends it', async () => {
    vi.useFakeTimers();
    const stop = useNotificationsStore.getState().follow();
    expect(db.list).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    expect(db.list).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    expect(db.list).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS * 2);
    window.dispatchEvent(new Event('focus'));
    expect(db.list).toHaveBeenCalledTimes(3);
  });

  it('a hidden page is not polled', async () => {
    vi.useFakeTimers();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const stop = useNotificationsStore.getState().follow();
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    expect(db.list).not.toHaveBeenCalled();
    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(db.list).toHaveBeenCalledTimes(1);
    stop();
  });
});
