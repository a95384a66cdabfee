import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.js';
import { ButtonLink } from './ButtonLink.js';

describe('Button and ButtonLink', () => {
  it('Button() is a primary, medium, non-submitting button by default', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('tl-btn', 'tl-btn--primary');
    expect(button.className).not.toMatch(/tl-btn--(sm|md|lg|block)/);
  });

  it('Button({ loading }) is busy and disabled', () => {
    render(<Button loading>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });

  it('ButtonLink({ variant, size, block }) is a link with the same look as Button', () => {
    render(
      <ButtonLink href="/pricing" variant="secondary" size="lg" block className="extra">
        Pricing
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link.className).toBe('tl-btn tl-btn--secondary tl-btn--lg tl-btn--block extra');
  });
});
