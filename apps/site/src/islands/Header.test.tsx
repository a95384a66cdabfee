import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Header, { isCurrent } from './Header.js';

describe('Header', () => {
  it('marks the current section: Home on / and /home, Blog on an article', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/home')).toBe(true);
    expect(isCurrent('/', '/blog')).toBe(false);
    expect(isCurrent('/blog', '/blog/3')).toBe(true);
    expect(isCurrent('/blog', '/blogger')).toBe(false);
  });

  it('renders the current page link with aria-current', () => {
    render(<Header pathname="/pricing" />);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
  });
});
