import { generatePortfolio, isHoldings, parseCsv, seriesSpansNote } from '@tallyline/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PORTFOLIO_GROUPS_TEXT } from '../../messages/steps.js';
import { PortfolioGroups } from './PortfolioGroups.js';

// issue 13: "Rainfall is shown as 'Total Value $4,426.00'" — rain is no holding
const weather = parseCsv('date,precipitation,weather\n2012-01-01,10,rain\n2012-01-02,2,snow\n2012-01-03,0,sun\n2012-01-04,6,rain\n2012-01-05,4,rain\n2012-01-06,0,sun\n');
// 10 months a symbol, 5 a half (core's MIN_HALF_ROWS): A 10 then 13, B 40 then 46
const prices = parseCsv(
  `symbol,date,price\n${Array.from({ length: 10 }, (_, m) => `A,2020-${String(m + 1).padStart(2, '0')}-01,${m < 5 ? 10 : 13}\nB,2020-${String(m + 1).padStart(2, '0')}-01,${m < 5 ? 40 : 46}`).join('\n')}\n`,
);
// 3 months a symbol: 1 row before the midpoint of each range, 2 after — too few to compare means
const thinPrices = parseCsv('symbol,date,price\nA,2020-01-01,10\nB,2020-01-01,40\nA,2020-02-01,12\nB,2020-02-01,44\nA,2020-03-01,14\nB,2020-03-01,48\n');

/** The text of the cells after the row header of `name`'s row. */
function cells(table: HTMLElement, name: string): string[] {
  const row = within(table).getByRole('rowheader', { name }).closest('tr')!;
  return within(row).getAllByRole('cell').map((c) => c.textContent ?? '');
}

describe('PortfolioGroups (a portfolio that is not holdings)', () => {
  // flights-airport.csv: the 'Other' fold of every origin beyond the 10 largest held 66% and was called the largest share
  it('more than 10 groups: the largest share is the largest real group, and the Groups card says the rest is folded', () => {
    // 12 shops: A..J sell 100 down to 91, K and L 60 each — the two smallest, folded into Other (120, the largest asset);
    // two sales rows a shop (half each): 12 names on 12 rows, all different, would be per-row labels (core), not groups
    const rows = 'ABCDEFGHIJKL'.split('').flatMap((shop, i) => [`${shop},${(i < 10 ? 100 - i : 60) / 2}`, `${shop},${(i < 10 ? 100 - i : 60) / 2}`]).join('\n');
    const p = generatePortfolio(parseCsv(`shop,sales\n${rows}\n`));
    // total 100 + 99 + … + 91 = 955, plus K 60 + L 60 = 120 folded: 1,075; A has 100 / 1,075 = 9.3%, Other 11.2%
    expect(p.assets.at(-1)).toMatchObject({ name: 'Other', value: 120 });
    render(<PortfolioGroups portfolio={p} />);
    const cards = screen.getByRole('list', { name: PORTFOLIO_GROUPS_TEXT.summary });
    expect(within(cards).getByText(PORTFOLIO_GROUPS_TEXT.largestShare).nextSibling).toHaveTextContent('A: 9.3%');
    expect(within(cards).getByText(PORTFOLIO_GROUPS_TEXT.groups).nextSibling).toHaveTextContent('10 + Other');
    // the share pie's legend: Other is the grey rest, said as such; A is a group in a palette colour
    const legend = [...document.querySelectorAll('.tl-chart__legend li')];
    const otherItem = legend.find((li) => li.textContent?.startsWith('Other'))!;
    expect(otherItem).toHaveClass('tl-chart__legend-rest');
    expect(otherItem).toHaveTextContent('Other— outside the top 10, added together');
    expect(legend.filter((li) => li.classList.contains('tl-chart__legend-rest'))).toHaveLength(1);
  });

  it('the groups table sits in its own scroll box with the scroll cue (a desktop panel narrower than the table)', () => {
    render(<PortfolioGroups portfolio={generatePortfolio(weather)} />);
    const box = screen.getByRole('region', { name: `${PORTFOLIO_GROUPS_TEXT.groupsTitle} table` });
    expect(box).toHaveClass('tl-groups-scroll', 'tl-scroll-cue');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(within(box).getByRole('columnheader', { name: PORTFOLIO_GROUPS_TEXT.changeColumnPercent })).toBeInTheDocument();
  });

  // issue 13: on a phone each group is a card (steps.css); each figure is named by its column, the change marked to sit by the name
  it('each figure cell carries its column\'s name for the phone cards, and only the change cell is the change', () => {
    render(<PortfolioGroups portfolio={generatePortfolio(weather)} />);
    const table = screen.getByRole('table', { name: '' });
    const headers = within(table).getAllByRole('columnheader').slice(1).map((h) => h.textContent);
    expect(headers).toEqual(['sum precipitation', PORTFOLIO_GROUPS_TEXT.shareColumn, PORTFOLIO_GROUPS_TEXT.earlierColumn('sum'), PORTFOLIO_GROUPS_TEXT.laterColumn('sum'), PORTFOLIO_GROUPS_TEXT.changeColumnPercent]);
    for (const name of ['rain', 'snow']) {
      const row = within(table).getByRole('rowheader', { name }).closest('tr')!;
      const cellsOf = within(row).getAllByRole('cell');
      expect(cellsOf.map((c) => c.getAttribute('data-label'))).toEqual(headers);
      expect(cellsOf.map((c) => c.classList.contains('tl-groups-change'))).toEqual([false, false, false, false, true]);
    }
  });

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
    expect(cells(table, 'rain').slice(0, 2)).toEqual(['20', '90.9%']);
  });

  // issue 13 tour: the chart showed the change of a rainy day's mean while the report gives the change of the total
  it('rainfall by weather: each weather\'s total in the earlier and later half of the time range, and its change', () => {
    render(<PortfolioGroups portfolio={generatePortfolio(weather)} />);
    expect(screen.getByRole('heading', { name: 'Change in total precipitation per weather, earlier to later half of the time range (%)' })).toBeVisible();
    const table = screen.getByRole('table', { name: '' });
    // Jan 1 – 6, midpoint Jan 3.5: rain 10 (Jan 1) → 6 + 4 = 10 (Jan 4, 5): no change — a rainy day's mean went 10 → 5 (−50%)
    expect(cells(table, 'rain').slice(2)).toEqual(['10', '10', '0.0%']);
    // snow 2 (Jan 2) → 0: −100%
    expect(cells(table, 'snow').slice(2)).toEqual(['2', '0', '-100.0%']);
  });

  it('without a time column there is no change to chart: the panel says so and the table has no change columns', () => {
    // core compares no halves of rows in file order (gapminder's rows are countries in alphabetical order)
    render(<PortfolioGroups portfolio={generatePortfolio(parseCsv('region,precipitation\nN,1\nS,2\nN,3\nS,4\n'))} />);
    expect(screen.getByRole('heading', { name: 'No change over time: this file has no time column, and its row order is not time.' })).toBeVisible();
    const table = screen.getByRole('table', { name: '' });
    // N 1 + 3 = 4 (40%), S 2 + 4 = 6 (60%): value and share only
    expect(cells(table, 'N')).toEqual(['4', '40.0%']);
  });

  it('a group with nothing in the earlier half gets no % change, and the screen says why', () => {
    const late = parseCsv('date,precipitation,station\n2024-01-01,1,A\n2024-01-02,2,A\n2024-01-03,3,A\n2024-01-04,4,A\n2024-01-03,5,B\n2024-01-04,7,B\n');
    render(<PortfolioGroups portfolio={generatePortfolio(late)} />);
    const table = screen.getByRole('table', { name: '' });
    // midpoint Jan 2.5: A 1 + 2 = 3 → 3 + 4 = 7 (+133.3%); B nothing → 5 + 7 = 12: no % of 0
    expect(cells(table, 'A').slice(2)).toEqual(['3', '7', '+133.3%']);
    expect(cells(table, 'B').slice(2)).toEqual(['0', '12', '–']);
    expect(screen.getByText('No % change for B: nothing in the earlier half.')).toBeVisible();
  });

  it('mean prices by symbol: the mean per group, no total and no shares of a total', () => {
    const p = generatePortfolio(prices);
    expect(p.aggregation).toBe('mean');
    expect(isHoldings(p)).toBe(false);
    const { container } = render(<PortfolioGroups portfolio={p} />);
    const cards = screen.getByRole('list', { name: PORTFOLIO_GROUPS_TEXT.summary });
    // B (5 × 40 + 5 × 46) / 10 = 43, A (5 × 10 + 5 × 13) / 10 = 11.5
    expect(within(cards).getByText(PORTFOLIO_GROUPS_TEXT.highestMean('price')).nextSibling).toHaveTextContent('B: 43');
    expect(within(cards).getByText(PORTFOLIO_GROUPS_TEXT.lowestMean('price')).nextSibling).toHaveTextContent('A: 11.5');
    expect(container.textContent).not.toMatch(/Total|Share|Risk/);
    expect(screen.getByRole('heading', { name: 'Change in mean price per symbol, earlier to later half of each symbol\'s time range (%)' })).toBeVisible();
    // each symbol's own range Jan 1 – Oct 1, midpoint mid-May: A 10 → 13 (+30%); B 40 → 46 (+15%)
    const table = screen.getByRole('table', { name: '' });
    expect(cells(table, 'A').slice(1)).toEqual(['10', '13', '+30.0%']);
    expect(cells(table, 'B').slice(1)).toEqual(['40', '46', '+15.0%']);
  });

  // issue 13: la-riots.csv's "+83% mean age" was one 54-year-old against 55 deaths
  it('groups with too few rows in a half get no change, never a charted 0, and the screen says why', () => {
    render(<PortfolioGroups portfolio={generatePortfolio(thinPrices)} />);
    const table = screen.getByRole('table', { name: '' });
    // 1 row before each symbol's midpoint (Jan 30.5), 2 after: core compares no means (fewer than 5 a half)
    expect(cells(table, 'A').slice(1)).toEqual(['–', '–', '–']);
    expect(cells(table, 'B').slice(1)).toEqual(['–', '–', '–']);
    expect(screen.getByText('No change for B, A: too few rows in a half of the time range to compare means.')).toBeVisible();
  });

  it('a series portfolio whose series cover different spans shows core\'s note under the cards; one over the same span shows none', () => {
    // A every month Jan–Oct 2020, C from June only
    const lines = ['symbol,date,price'];
    for (let m = 1; m <= 10; m++) for (const s of ['A', 'C']) if (s === 'A' || m >= 6) lines.push(`${s},2020-${String(m).padStart(2, '0')}-01,${m}`);
    const late = parseCsv(lines.join('\n'));
    const p = generatePortfolio(late);
    render(<PortfolioGroups portfolio={p} note={seriesSpansNote(late, p.groupColumn!, p.aggregation)} />);
    expect(screen.getByTestId('portfolio-spans')).toHaveTextContent('The symbols cover different spans: C 2020-06 to 2020-10; the others 2020-01 to 2020-10 — each mean is over its own dates.');
    expect(seriesSpansNote(prices, 'symbol', 'mean')).toBeUndefined();
  });
});
