import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChartTypeSelector } from './ChartTypeSelector.js';

describe('ChartTypeSelector', () => {
  it('marks the current kind and reports clicks', async () => {
    const onChange = vi.fn();
    render(<ChartTypeSelector value="bar" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Bar' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Pie' }));
    expect(onChange).toHaveBeenCalledWith('pie');
  });

  it('moves with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<ChartTypeSelector value="bar" onChange={onChange} />);
    screen.getByRole('radio', { name: 'Bar' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('line');
    expect(screen.getByRole('radio', { name: 'Line' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('pie'); // Line → Bar → wraps to Pie
  });
});
