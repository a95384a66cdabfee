import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterButtons } from './FilterButtons.js';

describe('FilterButtons', () => {
  it('marks the selected option pressed and reports clicks', async () => {
    const onChange = vi.fn();
    render(<FilterButtons label="Category" options={['All', 'Product']} value="All" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Product' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Product' }));
    expect(onChange).toHaveBeenCalledWith('Product');
  });
});
