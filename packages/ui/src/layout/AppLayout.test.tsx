import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './AppLayout.js';

describe('AppLayout', () => {
  it('has a labelled navigation, a main landmark and a menu button that toggles the drawer', async () => {
    render(
      <AppLayout sidebar={<a href="/">Data Upload</a>} header={<span>header</span>} navLabel="Workflow">
        <p>content</p>
      </AppLayout>,
    );
    expect(screen.getByRole('navigation', { name: 'Workflow' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('content');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
