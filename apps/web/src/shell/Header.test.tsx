import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL } from '../messages/shell.js';
import { useAuthStore } from '../stores/authStore.js';
import { Header } from './Header.js';
import { renderWithRouter } from './renderWithRouter.js';

const initial = useAuthStore.getState();

beforeEach(() => {
  useAuthStore.setState(initial, true);
  localStorage.clear();
});

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

  it('lists the three sample notifications', async () => {
    await renderWithRouter(() => <Header />);
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    expect(await screen.findAllByRole('menuitem')).toHaveLength(3);
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
