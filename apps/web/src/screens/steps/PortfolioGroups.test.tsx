import { generatePortfolio, isHoldings, parseCsv } from '@tallyline/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PORTFOLIO_GROUPS_TEXT } from '../../messages/steps.js';
import { PortfolioGroups } from './PortfolioGroups.js';

// issue 13: "Rainfall is shown as 'Total Value $4,426.00'" — rain is no holding
const weather = parseCsv('date,precipitation,weather\n2012-01-01,10,rain\n2012-01-02,2,snow\n2012-01-03,0,sun\n2012-01-04,6,rain\n2012-01-05,4,rain\n2012-01-06,0,sun\n');
const prices = parseCsv('symbol,date,price\nA,2020-01-01,10\nB,2020-01-01,40\nA,2020-02-01,12\nB,2020-02-01,44\nA,2020-03-01,14\nB,2020-03-01,48\n');

describe('PortfolioGroups (a portfolio that is not holdings)', () => {
  it('rainfall by weather: a plain total and shares, no dollars, no performance or risk', () => {
    const p = generatePortfolio(weather);
    expect(isHoldings(p)).toBe(false);
    const { container } = render(<PortfolioGroups portfolio={p} />);
    const cards = screen.getByRole('list', { name: PORTFOLIO_GROUPS_TEXT.summary });
    // 10 + 2 + 6 + 4 = 22, rain 20 of it
    expect(within(cards).getByText(PORTFOLIO_GROUPS_TEXT.total('precipitation')).nextSibling).toHaveTextContent('22');
    expect(within(cards).getByText(PORTFOLIO_GROUPS_TEXT.largestShare).nextSibling).toHaveTextContent('rain: 90.9%');
    expect(container.textContent).not.toMatch(/\$|Risk|Performance|Total Value/);
    const table = screen.getByRole('table', { name: '' });
    expect(within(table).getByRole('rowheader', { name: 'rain' }).closest('tr')).toHaveTextContent('rain2090.9%');
  });

  it('mean prices by symbol: the mean per group, no total and no shares of a total', () => {
    const p = generatePortfolio(prices);
    expect(p.aggregation).toBe('mean');
    expect(isHoldings(p)).toBe(false);
    const { container } = render(<PortfolioGroups portfolio={p} />);
    const cards = screen.getByRole('list', { name: PORTFOLIO_GROUPS_TEXT.summary });
    expect(within(cards).getByText(PORTFOLIO_GROUPS_TEXT.highestMean('price')).nextSibling).toHaveTextContent('B: 44');
    expect(within(cards).getByText(PORTFOLIO_GROUPS_TEXT.lowestMean('price')).nextSibling).toHaveTextContent('A: 12');
    expect(container.textContent).not.toMatch(/Total|Share|Risk/);
  });
});
