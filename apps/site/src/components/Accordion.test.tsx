import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.js';

const items = [
  { question: 'First?', answer: 'One' },
  { question: 'Second?', answer: 'Two' },
];

describe('Accordion', () => {
  it('starts closed, opens one item at a time and collapses the open item on a second click', async () => {
    render(<Accordion id="faq" items={items} />);
    const first = screen.getByRole('button', { name: 'First?' });
    const second = screen.getByRole('button', { name: 'Second?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('One')).not.toBeVisible();

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One')).toBeVisible();

    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Two')).toBeVisible();

    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
