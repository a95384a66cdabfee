import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './ThemeToggle.js';

describe('ThemeToggle', () => {
  it('names the theme it switches to and calls onToggle', async () => {
    const onToggle = vi.fn();
    render(<ThemeToggle theme="light" onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(onToggle).toHaveBeenCalledOnce();
  });
});
