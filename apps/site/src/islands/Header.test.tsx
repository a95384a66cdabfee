import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_AUTH_URL, APP_DASHBOARD_URL } from '../content/links.js';
import Header, { isCurrent } from './Header.js';

describe('Header', () => {
  it('isCurrent(to, pathname): Home on / and /home, Blog on an article', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/home')).toBe(true);
    expect(isCurrent('/', '/blog')).toBe(false);
    expect(isCurrent('/blog', '/blog/3')).toBe(true);
    expect(isCurrent('/blog', '/blogger')).toBe(false);
  });

  it('Header({ pathname }) marks the current page link with aria-current', () => {
    render(<Header pathname="/pricing" />);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
  });

  it('Header() renders the signed-in and the signed-out links alike (CSS shows one), so the prerender suits every visitor', () => {
    render(<Header pathname="/" />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', APP_DASHBOARD_URL);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveClass('signed-in-only');
    for (const name of ['Sign In', 'Get Started']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', APP_AUTH_URL);
      expect(screen.getByRole('link', { name })).toHaveClass('signed-out-only');
    }
  });
});
