import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo.js';

describe('Logo', () => {
  it('Logo() names the product and marks it BETA; the mark is decorative', () => {
    const { container } = render(
      <a href="/">
        <Logo />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Tallyline BETA');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('Logo({ beta: false }) is the name alone', () => {
    render(
      <a href="/">
        <Logo beta={false} />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Tallyline');
  });
});
