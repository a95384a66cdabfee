import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH, VALIDATION } from '../../messages/auth.js';
import { renderWithRouter } from '../../shell/renderWithRouter.js';
import { waitForModalDialog } from '../../shell/waitForModalDialog.js';
import { useAuthStore } from '../../stores/authStore.js';
import { AuthDialog } from './AuthDialog.js';

const signIn = vi.fn();
const signUp = vi.fn();

beforeEach(() => {
  signIn.mockReset();
  signUp.mockReset();
  useAuthStore.setState({ status: 'signed-out', user: null, mfaFactorId: null, signIn, signUp });
});

describe('AuthDialog', () => {
  it('opens in sign-in mode with the demo hint, and sends the e-mail trimmed and lower-cased', async () => {
    signIn.mockResolvedValue({ ok: false, inline: 'Invalid email or password. Please check your credentials and try again.' });
    await renderWithRouter(() => <AuthDialog />, '/auth');
    await waitForModalDialog();
    expect(screen.getByRole('heading', { name: AUTH.signInTitle })).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === AUTH.demoHint)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Email'), '  Ada@Example.COM ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signIn).toHaveBeenCalledWith('ada@example.com', 'secret1');
    expect(await screen.findByText('Invalid email or password. Please check your credentials and try again.')).toBeInTheDocument();
  });

  it('switching mode clears the form and its errors', async () => {
    await renderWithRouter(() => <AuthDialog />, '/auth');
    await waitForModalDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(VALIDATION.emailRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: AUTH.toSignUp }));
    expect(screen.getByRole('heading', { name: AUTH.signUpTitle })).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.emailRequired)).toBeNull();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it("'already registered' on sign-up switches to sign-in with the e-mail kept", async () => {
    signUp.mockResolvedValue({ ok: false, switchToSignIn: true, inline: 'x' });
    await renderWithRouter(() => <AuthDialog />, '/auth');
    await waitForModalDialog();
    await userEvent.click(screen.getByRole('button', { name: AUTH.toSignUp }));
    await userEvent.type(screen.getByLabelText('Full Name'), ' Ada ');
    await userEvent.type(screen.getByLabelText('Email'), 'ADA@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(signUp).toHaveBeenCalledWith('Ada', 'ada@example.com', 'secret1');
    expect(await screen.findByRole('heading', { name: AUTH.signInTitle })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('shows the code step when a TOTP code is owed', async () => {
    useAuthStore.setState({ status: 'mfa', mfaFactorId: 'f1' });
    await renderWithRouter(() => <AuthDialog />, '/auth');
    expect(await screen.findByRole('heading', { name: AUTH.mfaTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(AUTH.mfaLabel)).toBeInTheDocument();
  });

  it('a signed-in visitor goes on to the dashboard', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u', email: 'a@b.co', fullName: null, createdAt: null } });
    const { router } = await renderWithRouter(() => <AuthDialog />, '/auth');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
