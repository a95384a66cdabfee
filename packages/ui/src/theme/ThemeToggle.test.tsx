import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import css from './ThemeToggle.css?raw';
import { ThemeToggle } from './ThemeToggle.js';

// The name and icon come from the stylesheet and <html data-theme>, so the test loads the CSS.
beforeAll(() => {
  document.head.append(Object.assign(document.createElement('style'), { textContent: css }));
});
afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('ThemeToggle', () => {
  it('ThemeToggle() in the light theme is named "Switch to dark mode" and calls onToggle', async () => {
    document.documentElement.dataset.theme = 'light';
    const onToggle = vi.fn();
    render(<ThemeToggle onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('ThemeToggle() in the dark theme is named "Switch to light mode"', () => {
    document.documentElement.dataset.theme = 'dark';
    render(<ThemeToggle onToggle={() => {}} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Switch to light mode');
  });

  it('ThemeToggle() with no theme set yet (the light default) offers dark mode', () => {
    render(<ThemeToggle onToggle={() => {}} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Switch to dark mode');
  });
});
