import { notify } from '@tallyline/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS } from '../../messages/settings.js';

// A failing lib/db: the card must show every failure with a Retry and keep what was typed.
const db = vi.hoisted(() => ({ list: vi.fn(), create: vi.fn(), revoke: vi.fn() }));
vi.mock('../../lib/db/apiKeys.js', () => ({ listApiKeys: db.list, createApiKey: db.create, revokeApiKey: db.revoke }));

const { ApiKeysCard } = await import('./ApiKeysCard.js');
const { useApiKeysStore } = await import('../../stores/apiKeysStore.js');

const KEY = { id: 'k1', name: 'Reporting', prefix: 'tl_abc123', scope: 'read' as const, last_used_at: null, revoked_at: null, created_at: '2026-03-01T10:00:00Z' };
const offline = { error: { kind: 'network' as const, message: 'Failed to fetch' } };

beforeEach(() => {
  vi.clearAllMocks();
  useApiKeysStore.getState().reset();
  vi.spyOn(notify, 'success').mockImplementation(() => 0);
  vi.spyOn(notify, 'retry').mockImplementation(() => 0);
});

describe('ApiKeysCard', () => {
  it('a failed load is shown with Retry — never as "No API keys yet" — and Retry lists the keys', async () => {
    db.list.mockResolvedValueOnce(offline).mockResolvedValueOnce({ data: [KEY] });
    render(<ApiKeysCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS.apiKeysLoadFailed('Failed to fetch'));
    expect(screen.queryByText(SETTINGS.apiKeyNone)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: SETTINGS.retry }));
    expect(await screen.findByText('Reporting')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed create keeps the typed name and offers a Retry that creates the key', async () => {
    db.list.mockResolvedValue({ data: [] });
    db.create.mockResolvedValueOnce(offline).mockResolvedValueOnce({ data: { ...KEY, key: 'tl_abc123_secret' } });
    render(<ApiKeysCard />);
    await screen.findByText(SETTINGS.apiKeyNone);
    await userEvent.type(screen.getByLabelText(SETTINGS.apiKeyName), 'Reporting');
    await userEvent.click(screen.getByRole('button', { name: SETTINGS.apiKeyCreate }));
    await vi.waitFor(() => expect(notify.retry).toHaveBeenCalledWith(SETTINGS.apiKeyFailed('Failed to fetch'), expect.any(Function), SETTINGS.retry));
    expect(screen.getByLabelText(SETTINGS.apiKeyName)).toHaveValue('Reporting');
    db.list.mockResolvedValue({ data: [KEY] });
    vi.mocked(notify.retry).mock.calls[0]![1]();
    expect(await screen.findByTestId('api-key-full')).toHaveTextContent('tl_abc123_secret');
    expect(db.create).toHaveBeenLastCalledWith('Reporting', 'read');
  });

  it('a failed revoke keeps the key listed and offers a Retry', async () => {
    db.list.mockResolvedValue({ data: [KEY] });
    db.revoke.mockResolvedValueOnce(offline);
    render(<ApiKeysCard />);
    await userEvent.click(await screen.findByRole('button', { name: `${SETTINGS.apiKeyRevoke} Reporting` }));
    await userEvent.click(await screen.findByRole('button', { name: SETTINGS.apiKeyRevoke }));
    await vi.waitFor(() => expect(notify.retry).toHaveBeenCalledWith(SETTINGS.apiKeyFailed('Failed to fetch'), expect.any(Function), SETTINGS.retry));
    expect(screen.getByText('Reporting')).toBeInTheDocument();
  });
});
