import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '../../messages/auth.js';
import { useAuthStore } from '../../stores/authStore.js';
import { PasswordForm } from './PasswordForm.js';

const changePassword = vi.fn();

beforeEach(() => {
  changePassword.mockReset();
  useAuthStore.setState({ changePassword });
});

describe('PasswordForm', () => {
  it('shows every validation message and sends nothing', async () => {
    render(<PasswordForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText(VALIDATION.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.newPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.confirmRequired)).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('flags a mismatch on the confirmation field', async () => {
    render(<PasswordForm />);
    await userEvent.type(screen.getByLabelText('Current Password'), 'old-one');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-one-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-one-2');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(VALIDATION.passwordMismatch);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('sends the new password with the current one and resets the form after a success', async () => {
    changePassword.mockResolvedValue(true);
    render(<PasswordForm />);
    await userEvent.type(screen.getByLabelText('Current Password'), 'old-one');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-one-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-one-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(changePassword).toHaveBeenCalledWith('new-one-1', 'old-one');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('each field has a show/hide toggle', async () => {
    render(<PasswordForm />);
    const field = screen.getByLabelText('New Password');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(field).toHaveAttribute('type', 'password');
  });
});
