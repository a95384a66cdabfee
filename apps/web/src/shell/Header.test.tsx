import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationRow } from '../lib/db/notifications.js';
import { NOTIFICATIONS } from '../messages/notifications.js';
import { SHELL } from '../messages/shell.js';

// The header reads the profile (avatar) and the notifications of a signed-in user: fakes, no server.
const db = vi.hoisted(() => ({
  list: vi.fn(),
  markRead: vi.fn(),
  getProfile: vi.fn(),
}));
vi.mock('../lib/db/notifications.js', () => ({ listNotifications: db.list, markNotificationsRead: db.markRead, reportUploadFinished: vi.fn() }));
vi.mock('../lib/db/profiles.js', () => ({ getProfile: db.getProfile, updateProfile: vi.fn(), updateAvatarUrl: vi.fn(), upsertProfileOnSignIn: vi.fn() }));

const { useAuthStore } = await import('../stores/authStore.js');
const { useNotificationsStore } = await import('../stores/notificationsStore.js');
const { Header } = await import('./Header.js');
const { renderWithRouter } = await import('./renderWithRouter.js');

const initial = useAuthStore.getState();
const PROFILE = { id: 'u1', email: 'ada@example.com', full_name: 'Ada', phone: null, created_at: null, updated_at: null };

beforeEach(() => {
  useAuthStore.setState(initial, true);
  useNotificationsStore.getState().clear();
  localStorage.clear();
  db.list.mockReset().mockResolvedValue({ data: [] });
  db.markRead.mockReset().mockResolvedValue({ data: null });
  db.getProfile.mockReset().mockResolvedValue({ data: { ...PROFILE, avatar_url: null } });
});

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('Header', () => {
  it('shows the e-mail prefix and Premium Plan, with Profile, Settings, Website Home and Sign Out', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'grace.hopper@example.com', fullName: null, createdAt: null } });
    await renderWithRouter(() => <Header />);
    const trigger = await screen.findByRole('button', { name: 'User menu for grace.hopper Premium Plan' });
    expect(trigger).toHaveTextContent('grace.hopper');
    expect(trigger).toHaveTextContent(SHELL.premiumPlan);
    await userEvent.click(trigger);
    for (const name of ['Profile', 'Settings', 'Website Home', 'Sign Out']) expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
  });

  it('Profile goes to /settings', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'a@b.co', fullName: null, createdAt: null } });
    const { router } = await renderWithRouter(() => <Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'User menu for a Premium Plan' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it("shows 'User' when the account has no e-mail", async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: null, fullName: null, createdAt: null } });
    await renderWithRouter(() => <Header />);
    expect(await screen.findByRole('button', { name: 'User menu for User Premium Plan' })).toBeInTheDocument();
  });

  it('Sign Out asks first and signs out only when confirmed', async () => {
    const signOut = vi.fn().mockResolvedValue(true);
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'a@b.co', fullName: null, createdAt: null }, signOut });
    await renderWithRouter(() => <Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'User menu for a Premium Plan' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText(SHELL.signOutConfirm)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signOut).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'User menu for a Premium Plan' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('a new account has no notifications: no badge, the empty state, nothing invented', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'a@b.co', fullName: null, createdAt: null } });
    await renderWithRouter(() => <Header />);
    await vi.waitFor(() => expect(db.list).toHaveBeenCalled());
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    const item = await screen.findByRole('menuitem');
    expect(item).toHaveTextContent(NOTIFICATIONS.empty);
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText(/missing values/)).toBeNull();
  });

  it('lists stored events newest first with an unread count; choosing one marks it read and opens its screen', async () => {
    const rows: NotificationRow[] = [
      { id: 'n2', kind: 'api_key_created', subject: 'Reporting', created_at: ago(5), read_at: null },
      { id: 'n1', kind: 'upload_finished', subject: 'seattle-weather.csv', created_at: ago(120), read_at: null },
    ];
    db.list.mockResolvedValue({ data: rows });
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'a@b.co', fullName: null, createdAt: null } });
    const { router } = await renderWithRouter(() => <Header />);
    const bell = await screen.findByRole('button', { name: 'Notifications 2 unread' });
    await userEvent.click(bell);
    const items = await screen.findAllByRole('menuitem');
    expect(items[0]).toHaveTextContent(NOTIFICATIONS.apiKeyCreatedTitle);
    expect(items[0]).toHaveTextContent('5 min ago');
    expect(items[1]).toHaveTextContent(NOTIFICATIONS.uploadFinishedBody('seattle-weather.csv'));
    expect(items[1]).toHaveTextContent('2 hours ago');
    expect(items[2]).toHaveTextContent(NOTIFICATIONS.markAllRead);
    await userEvent.click(items[1]!);
    expect(db.markRead).toHaveBeenCalledWith(['n1']);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeInTheDocument();
  });

  it('a failed load of the notifications is shown with Retry; choosing it reads them again', async () => {
    const row: NotificationRow = { id: 'n1', kind: 'upload_finished', subject: 'q3.csv', created_at: ago(1), read_at: null };
    db.list.mockResolvedValue({ error: { kind: 'network', message: 'Failed to fetch' } });
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'a@b.co', fullName: null, createdAt: null } });
    await renderWithRouter(() => <Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const failed = await screen.findByRole('menuitem', { name: new RegExp(NOTIFICATIONS.loadFailed) });
    expect(failed).toHaveTextContent(NOTIFICATIONS.retry);
    expect(screen.queryByText(NOTIFICATIONS.empty)).toBeNull();
    db.list.mockResolvedValue({ data: [row] });
    await userEvent.click(failed);
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeInTheDocument();
  });

  it('new events appear without a reload: the list is read again when the window gets focus', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'a@b.co', fullName: null, createdAt: null } });
    await renderWithRouter(() => <Header />);
    await vi.waitFor(() => expect(db.list).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    db.list.mockResolvedValue({ data: [{ id: 'n9', kind: 'api_key_created', subject: 'CI', created_at: ago(0), read_at: null }] });
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeInTheDocument();
  });

  it('the uploaded avatar replaces the initial in the header and the user menu', async () => {
    db.getProfile.mockResolvedValue({ data: { ...PROFILE, avatar_url: 'https://example.com/ada.png' } });
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'ada@example.com', fullName: null, createdAt: null } });
    const { container } = await renderWithRouter(() => <Header />);
    const trigger = await screen.findByRole('button', { name: 'User menu for ada Premium Plan' });
    await vi.waitFor(() => expect(trigger.querySelector('img')).toHaveAttribute('src', 'https://example.com/ada.png'));
    expect(trigger).not.toHaveTextContent(/^A/);
    expect(container.querySelector('.tl-avatar')?.tagName).toBe('IMG');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu.querySelector('img')).toHaveAttribute('src', 'https://example.com/ada.png');
  });

  it('without an uploaded avatar the initial stays', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'ada@example.com', fullName: null, createdAt: null } });
    await renderWithRouter(() => <Header />);
    const trigger = await screen.findByRole('button', { name: 'User menu for ada Premium Plan' });
    await vi.waitFor(() => expect(db.getProfile).toHaveBeenCalled());
    expect(trigger.querySelector('.tl-avatar')).toHaveTextContent('A');
    expect(trigger.querySelector('img')).toBeNull();
  });

  it('offers Sign In when signed out, and the Home and Features links of the site', async () => {
    useAuthStore.setState({ status: 'signed-out' });
    await renderWithRouter(() => <Header />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
  });

  it('the theme toggle switches and remembers the theme', async () => {
    await renderWithRouter(() => <Header />);
    const before = document.documentElement.dataset.theme;
    await userEvent.click(await screen.findByRole('button', { name: /Switch to (dark|light) mode/ }));
    const after = document.documentElement.dataset.theme;
    expect(after).not.toBe(before);
    expect(localStorage.getItem('theme')).toBe(after);
  });
});
