import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './ErrorScreen.js';

const props = { title: 'Something went wrong', message: 'Sorry.', actionLabel: 'Reload Page' };

describe('ErrorScreen', () => {
  it('ErrorScreen() is the whole page: the <main> element, an h1 and the action', async () => {
    const onAction = vi.fn();
    render(<ErrorScreen {...props} onAction={onAction} />);
    expect(screen.getByRole('alert').tagName).toBe('MAIN');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('ErrorScreen({ inline }) fits in a page: a <div> and an h2', () => {
    render(<ErrorScreen {...props} onAction={() => {}} inline />);
    expect(screen.getByRole('alert').tagName).toBe('DIV');
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry.');
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeInTheDocument();
  });
});
