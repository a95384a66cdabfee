// Issue 13: a summary table (one row per region) is ranked on the Portfolio step, and a trend core withheld (too little
// support) is shown as withheld, never as "No clear trend, 0 anomalies". Expected values are worked out by hand.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeTrend, generatePortfolio, parseCsv } from '@tallyline/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PORTFOLIO_GROUPS_TEXT, PORTFOLIO_TEXT, TREND_TEXT } from '../../messages/steps.js';
import { PortfolioGroups } from './PortfolioGroups.js';
import { portfolioBanner, workflowSummary } from './portfolioView.js';
import { TrendFacts } from './TrendFacts.js';
import { trendWithheld } from './trendWithheld.js';

const vega = (name: string) => readFileSync(resolve(process.cwd(), 'node_modules/vega-datasets/data', name), 'utf8');
// the rows out of order: the ranking must sort them
const regions = parseCsv('region,revenue\nWest,60\nNorth,120\nCentral,45\nSouth,95\nEast,80\n');
const people = parseCsv('name,age\nAl,30\nBo,70\nCy,50\nDi,60\nEd,40\n');
const card = (label: string) => within(screen.getByRole('list', { name: PORTFOLIO_GROUPS_TEXT.summary })).getByText(label).nextSibling;

describe('a summary table on the Portfolio step: its rows ranked', () => {
  it('region,revenue: total 400, North the largest share (120 / 400 = 30%), 5 rows, one bar per row largest first', () => {
    const p = generatePortfolio(regions);
    render(<PortfolioGroups portfolio={p} />);
    expect(card(PORTFOLIO_GROUPS_TEXT.total('revenue'))).toHaveTextContent('400');
    expect(card(PORTFOLIO_GROUPS_TEXT.largestShare)).toHaveTextContent('North: 30.0%');
    expect(card(PORTFOLIO_GROUPS_TEXT.rows)).toHaveTextContent('5');
    expect(screen.queryByText(PORTFOLIO_GROUPS_TEXT.groups)).toBeNull();
    expect(within(screen.getByTestId('portfolio-ranking')).getByRole('heading', { name: 'revenue per region (one row each)' })).toBeVisible();
    // the table: the value column is the revenue itself (no "sum revenue"), rows largest first, with shares
    const table = screen.getByRole('table', { name: '' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['region', 'revenue', PORTFOLIO_GROUPS_TEXT.shareColumn]);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['North', 'South', 'East', 'West', 'Central']);
    // 95 / 400 = 23.75% → 23.8%
    const south = within(table).getByRole('rowheader', { name: 'South' }).closest('tr')!;
    expect(within(south).getAllByRole('cell').map((c) => c.textContent)).toEqual(['95', '23.8%']);
    // no change over time is offered for rows of a table without dates
    expect(screen.queryByText(/earlier to later half/)).toBeNull();
  });

  it('name,age: an averaged measure per row is the row’s age — "Highest age", never "Highest mean age", and no total', () => {
    const p = generatePortfolio(people);
    const { container } = render(<PortfolioGroups portfolio={p} />);
    expect(card(PORTFOLIO_GROUPS_TEXT.highest('age'))).toHaveTextContent('Bo: 70');
    expect(card(PORTFOLIO_GROUPS_TEXT.lowest('age'))).toHaveTextContent('Al: 30');
    expect(card(PORTFOLIO_GROUPS_TEXT.rows)).toHaveTextContent('5');
    expect(container.textContent).not.toMatch(/mean|Total|Share/);
  });

  it('the banner says the rows are ranked, not groups compared and not a portfolio', () => {
    const banner = portfolioBanner(generatePortfolio(regions), { title: PORTFOLIO_TEXT.complete, hint: PORTFOLIO_TEXT.completeHint });
    expect(banner).toEqual({ title: PORTFOLIO_GROUPS_TEXT.rankedComplete, hint: PORTFOLIO_GROUPS_TEXT.rankedHint({ measure: 'revenue', group: 'region' }) });
    expect(banner.hint).toMatch(/^revenue per region, one row each, ranked — not holdings/);
  });
});

describe('a withheld trend (la-riots.csv: 5 weeks of 83 hold a row)', () => {
  const riots = analyzeTrend(parseCsv(vega('la-riots.csv')));
  const weather = analyzeTrend(parseCsv(vega('seattle-weather.csv')));

  it('is withheld by core’s rule (no fitted change), seattle-weather’s is not', () => {
    expect(riots.isSample).toBe(false);
    expect(riots.change).toBeUndefined();
    expect(trendWithheld(riots)).toBe(true);
    expect(trendWithheld(weather)).toBe(false);
  });

  it('the forecast facts name no model, season or quality as if chosen', () => {
    render(<TrendFacts trend={riots} withheld />);
    const facts = screen.getByRole('region', { name: TREND_TEXT.forecastModel });
    expect(facts).toHaveTextContent(TREND_TEXT.withheld.model);
    expect(facts).toHaveTextContent(TREND_TEXT.withheld.season);
    expect(facts).toHaveTextContent(TREND_TEXT.withheld.quality);
    expect(facts.textContent).not.toMatch(/Naive|MASE/i);
  });

  it('the report’s Workflow Summary says the trend was checked, not "Trends analyzed with predictions"', () => {
    expect(workflowSummary(null, null, riots)[4]).toBe(TREND_TEXT.withheld.summaryItem);
    expect(workflowSummary(null, null, weather)[4]).toBe('Trends analyzed with predictions');
  });
});
