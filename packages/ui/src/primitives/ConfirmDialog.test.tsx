import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.js';

describe('ConfirmDialog', () => {
  it('shows the message and calls onConfirm only on the confirm button', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} title="Sign Out" message="Are you sure?" confirmLabel="Sign Out" onConfirm={onConfirm} />);
    expect(screen.getByRole('alertdialog', { name: 'Sign Out' })).toHaveAccessibleDescription('Are you sure?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
