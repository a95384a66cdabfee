import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_RESET_MS, CopyButton } from './CopyButton.js';

afterEach(() => vi.useRealTimers());

describe('CopyButton', () => {
  it('copies the text, shows Copied! and resets after 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyButton text="curl x" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(writeText).toHaveBeenCalledWith('curl x');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(COPY_RESET_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy code' })).toHaveTextContent('Copy');
  });
});
