import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortfolioCards } from './PortfolioCards.js';
import { StatCards, statValueChars } from './StatCards.js';

describe('StatCards', () => {
  it('gives a text figure its longest unbreakable run, which its font is fitted to (never "$41,800,907.8 / 4")', () => {
    render(<PortfolioCards total_value={41_800_907.84} performance={-1.3} risk_score={2.8} components={4} />);
    const total = screen.getByText('$41,800,907.84');
    expect(total).toHaveClass('tl-stat-card__value', 'tl-stat-card__value--fit');
    expect(total.style.getPropertyValue('--tl-stat-chars')).toBe('14');
    expect(screen.getByText('4').style.getPropertyValue('--tl-stat-chars')).toBe('1');
  });

  it('counts the longest word of a value with spaces, and leaves other nodes alone', () => {
    expect(statValueChars('rain: 90.9%')).toBe(5);
    expect(statValueChars('No clear trend')).toBe(5);
    expect(statValueChars(12)).toBe(2);
    expect(statValueChars(<b>x</b>)).toBeUndefined();
    render(<StatCards label="s" cards={[{ label: 'Node', value: <b>bold</b> }]} />);
    expect(screen.getByText('bold').parentElement).not.toHaveClass('tl-stat-card__value--fit');
  });
});
