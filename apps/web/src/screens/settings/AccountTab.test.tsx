import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '../../messages/session.js';
import { useAuthStore } from '../../stores/authStore.js';
import { renderWithRouter } from '../../shell/renderWithRouter.js';

vi.mock('../../lib/db/apiKeys.js', () => ({
  listApiKeys: vi.fn().mockResolvedValue({
    data: [
      { id: 'k1', name: 'Reporting', prefix: 'tl_abc123', scope: 'read', last_used_at: null, revoked_at: null, created_at: '2026-03-01T10:00:00Z' },
      { id: 'k2', name: 'Old', prefix: 'tl_old', scope: 'read-write', last_used_at: null, revoked_at: '2026-03-02T10:00:00Z', created_at: '2026-03-01T10:00:00Z' },
    ],
  }),
  createApiKey: vi.fn(),
  revokeApiKey: vi.fn(),
}));

const { AccountTab, memberSince } = await import('./AccountTab.js');

beforeEach(() => {
  useAuthStore.setState({
    status: 'signed-in',
    user: { id: 'abcdef12-3456-7890', email: 'a@b.co', fullName: null, createdAt: null },
    profile: { id: 'abcdef12-3456-7890', email: 'a@b.co', full_name: 'A', phone: null, avatar_url: null, created_at: '2026-01-15T12:00:00Z', updated_at: null },
    profileStatus: 'ready',
  });
});

describe('AccountTab', () => {
  it('shows the Premium/Active plan card, Member Since and the first 8 characters of the user id', async () => {
    await renderWithRouter(() => <AccountTab />);
    expect(await screen.findByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('abcdef12')).toBeInTheDocument();
    expect(screen.getByText(new Date('2026-01-15T12:00:00Z').toLocaleDateString())).toBeInTheDocument();
  });

  it('lists active API keys by prefix and hides revoked ones', async () => {
    await renderWithRouter(() => <AccountTab />);
    expect(await screen.findByText('Reporting')).toBeInTheDocument();
    expect(screen.getByText('tl_abc123…')).toBeInTheDocument();
    expect(screen.queryByText('Old')).toBeNull();
  });

  it('"Sign out everywhere" is its own labelled action, confirmed first; "Sign Out" stays this device only', async () => {
    const signOut = vi.fn().mockResolvedValue(true);
    const signOutEverywhere = vi.fn().mockResolvedValue(true);
    useAuthStore.setState({ signOut, signOutEverywhere });
    await renderWithRouter(() => <AccountTab />);
    await userEvent.click(await screen.findByRole('button', { name: SESSION.everywhereButton }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(SESSION.everywhereConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: SESSION.everywhereButton }));
    expect(signOutEverywhere).toHaveBeenCalledOnce();
    expect(signOut).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(signOutEverywhere).toHaveBeenCalledOnce();
  });

  it("memberSince(createdAt) is 'N/A' without a date", () => {
    expect(memberSince(null)).toBe('N/A');
    expect(memberSince('not a date')).toBe('N/A');
  });
});
