import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HoldingsTable } from '../steps/HoldingsTable.js';
import { NumberInput, readNumber } from './NumberInput.js';

describe('NumberInput', () => {
  it("rejects '12abc' (core's parseNumber, not parseFloat's 12) and marks the field invalid", () => {
    const onValueChange = vi.fn();
    render(<NumberInput aria-label="Price" value={1} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    fireEvent.change(input, { target: { value: '12abc' } });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: '1,234.5' } });
    expect(onValueChange).toHaveBeenLastCalledWith(1234.5);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('readNumber answers null for text that is not a number or is below min', () => {
    expect(readNumber('12abc')).toBeNull();
    expect(readNumber('-3', 0)).toBeNull();
    expect(readNumber('$12')).toBe(12);
  });
});

describe('HoldingsTable numbers', () => {
  const asset = { symbol: 'ABC', name: 'Abc Corp', quantity: 3, price: 6.557878315132601, value: 19.6736349453978, change: 0.1234, changePercent: 1.04, allocation: 33.3333 };

  it('shows a price of 6.557878315132601 as 6.56, values as dollars and percents to one decimal', () => {
    render(<HoldingsTable assets={[asset]} editing />);
    expect(screen.getByRole('textbox', { name: 'Price of ABC' })).toHaveValue('6.56');
    expect(screen.getByText('$19.67')).toBeInTheDocument();
    expect(screen.getByText('33.3%')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('6.557878315132601');
  });
});
