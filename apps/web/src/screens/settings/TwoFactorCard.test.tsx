import { notify } from '@tallyline/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS } from '../../messages/settings.js';

const db = vi.hoisted(() => ({ list: vi.fn(), enroll: vi.fn(), unenroll: vi.fn(), verify: vi.fn(), create: vi.fn(), left: vi.fn() }));
vi.mock('../../lib/db/auth.js', () => ({ listTotpFactors: db.list, enrollTotp: db.enroll, unenrollFactor: db.unenroll, verifyTotp: db.verify }));
vi.mock('../../lib/db/recoveryCodes.js', () => ({ createRecoveryCodes: db.create, recoveryCodesLeft: db.left }));

const { TwoFactorCard } = await import('./TwoFactorCard.js');
const { useTwoFactorStore } = await import('../../stores/twoFactorStore.js');

const offline = { error: { kind: 'network' as const, message: 'Failed to fetch' } };
const VERIFIED = { id: 'f1', friendlyName: 'Authenticator', status: 'verified' as const };

beforeEach(() => {
  vi.clearAllMocks();
  useTwoFactorStore.getState().reset();
  vi.spyOn(notify, 'success').mockImplementation(() => 0);
  vi.spyOn(notify, 'retry').mockImplementation(() => 0);
});

describe('TwoFactorCard', () => {
  it('a failed load is shown with Retry, and Retry reads the factors again', async () => {
    db.list.mockResolvedValueOnce(offline).mockResolvedValueOnce({ data: [VERIFIED] });
    db.left.mockResolvedValue({ data: 7 });
    render(<TwoFactorCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS.twoFactorLoadFailed('Failed to fetch'));
    expect(screen.queryByText(SETTINGS.twoFactorOff)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: SETTINGS.retry }));
    expect(await screen.findByText(SETTINGS.twoFactorOn)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS.recoveryLeft(7))).toBeInTheDocument();
  });

  it('a failed enrolment and a failed removal are toasts with Retry', async () => {
    db.list.mockResolvedValue({ data: [] });
    db.enroll.mockResolvedValue(offline);
    render(<TwoFactorCard />);
    await userEvent.click(await screen.findByRole('button', { name: SETTINGS.twoFactorEnable }));
    await vi.waitFor(() => expect(notify.retry).toHaveBeenCalledWith(SETTINGS.twoFactorFailed('Failed to fetch'), expect.any(Function), SETTINGS.retry));
    db.list.mockResolvedValue({ data: [VERIFIED] });
    db.left.mockResolvedValue({ data: 10 });
    db.unenroll.mockResolvedValue(offline);
    await useTwoFactorStore.getState().load();
    await userEvent.click(await screen.findByRole('button', { name: SETTINGS.twoFactorRemove }));
    await vi.waitFor(() => expect(notify.retry).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(SETTINGS.twoFactorOn)).toBeInTheDocument();
  });

  it('a code that cannot be checked (offline) says why and stays typed', async () => {
    db.list.mockResolvedValue({ data: [] });
    db.enroll.mockResolvedValue({ data: { id: 'f2', qrCode: 'data:image/svg+xml,<svg/>', secret: 'ABC', uri: 'otpauth://x' } });
    db.verify.mockResolvedValue(offline);
    render(<TwoFactorCard />);
    await userEvent.click(await screen.findByRole('button', { name: SETTINGS.twoFactorEnable }));
    const field = await screen.findByLabelText(SETTINGS.twoFactorCode);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: SETTINGS.twoFactorVerify }));
    expect(await screen.findByText(SETTINGS.twoFactorFailed('Failed to fetch'))).toBeInTheDocument();
    expect(field).toHaveValue('123456');
  });
});
