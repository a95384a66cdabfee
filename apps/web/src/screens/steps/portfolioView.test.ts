import { analyzeTrend, generatePortfolio, parseCsv, samplePortfolio, sampleTrend, updateAsset } from '@tallyline/core';
import type { Kpi } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { NO_MEASURE_TEXT, PORTFOLIO_GROUPS_TEXT, PORTFOLIO_TEXT, REPORT_TEXT } from '../../messages/steps.js';
import { isGroupsView, portfolioBanner, workflowSummary } from './portfolioView.js';

// issue 13: "Portfolio Analysis Complete! Your portfolio is ready" above rainfall by weather
const weather = parseCsv('date,precipitation,weather\n2012-01-01,10,rain\n2012-01-02,2,snow\n2012-01-03,0,sun\n2012-01-04,6,rain\n2012-01-05,4,rain\n2012-01-06,0,sun\n');
const prices = parseCsv('symbol,date,price\nA,2020-01-01,10\nB,2020-01-01,40\nA,2020-02-01,12\nB,2020-02-01,44\nA,2020-03-01,14\nB,2020-03-01,48\n');
// a quantity × price pair: holdings (core's holdingEvidence)
const held = parseCsv('ticker,quantity,price\nAAA,10,5\nBBB,2,50\nCCC,4,25\n');
const holdingsText = { title: PORTFOLIO_TEXT.complete, hint: PORTFOLIO_TEXT.completeHint };

describe('portfolio view words (groups or holdings)', () => {
  it('rainfall by weather is groups: "Groups compared", the total per weather, never "Your portfolio is ready"', () => {
    const p = generatePortfolio(weather);
    expect(isGroupsView(p)).toBe(true);
    const banner = portfolioBanner(p, holdingsText);
    expect(banner.title).toBe(PORTFOLIO_GROUPS_TEXT.complete);
    expect(banner.hint).toMatch(/^The total precipitation per weather, compared — not holdings/);
    expect(`${banner.title} ${banner.hint}`).not.toMatch(/portfolio/i);
    // core words the line under the title as groups too (rain, snow, sun)
    expect(p.description).toBe('3 groups by weather, each the sum of precipitation');
  });

  it('mean prices by symbol: the mean per symbol, and no total of means', () => {
    const p = generatePortfolio(prices);
    expect(isGroupsView(p)).toBe(true);
    expect(portfolioBanner(p, holdingsText).hint).toMatch(/^The mean price per symbol, compared/);
    expect(p.description).not.toMatch(/components/);
  });

  it('holdings keep the spec banner and core\'s description; so does a portfolio edited by hand', () => {
    const p = generatePortfolio(held);
    expect(isGroupsView(p)).toBe(false);
    expect(portfolioBanner(p, holdingsText)).toBe(holdingsText);
    const edited = updateAsset(generatePortfolio(weather), 0, { quantity: 3 });
    if (!edited.ok) throw new Error(edited.code);
    expect(isGroupsView(edited.portfolio)).toBe(false);
    expect(isGroupsView(samplePortfolio())).toBe(false);
  });

  it('Workflow Summary: the spec items for holdings, groups worded as groups, steps with nothing from the data say so', () => {
    const kpi = { column: 'precipitation' } as Kpi;
    const trend = analyzeTrend(weather);
    expect(workflowSummary([kpi], generatePortfolio(held), trend)).toEqual([...REPORT_TEXT.summaryItems]);
    expect(workflowSummary([kpi], generatePortfolio(weather), trend)[3]).toBe(PORTFOLIO_GROUPS_TEXT.summaryItem);
    // zipcodes.csv: core's made-up samples only
    const none = workflowSummary([{} as Kpi], samplePortfolio(), sampleTrend());
    expect(none.slice(2, 5)).toEqual([NO_MEASURE_TEXT.summaryNoKpi, NO_MEASURE_TEXT.summaryNoPortfolio, NO_MEASURE_TEXT.summaryNoTrend]);
    expect([none[0], none[1], none[5]]).toEqual([REPORT_TEXT.summaryItems[0], REPORT_TEXT.summaryItems[1], REPORT_TEXT.summaryItems[5]]);
  });
});
