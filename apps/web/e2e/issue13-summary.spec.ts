import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { NOTHING_TOASTS, PORTFOLIO_GROUPS_TEXT, STEP_TOASTS, TREND_TEXT } from '../src/messages/steps.js';
import { dismissToasts, expectToasted, recordToasts } from './fixtures/app.js';
import { expectStepAccessible, signInDemo, uploadCsv, waitForSavedWorkflow } from './fixtures/workflow.js';

// Issue 13, two gaps an analyst saw: (1) a 5-row region,revenue table showed no grouping at all (region read as an
// identifier) — it is a summary table, ranked one bar per row; (2) a trend core withholds (la-riots.csv: 5 weeks of
// 83 hold a death) showed "No clear trend" and "0 anomalies" as if measured. Expected values are worked out by hand.
// ISSUE13_SUMMARY_SHOTS=1 also saves the screenshots of docs/screenshots/issue-13-summary-*.png, -withheld-*.png.
const REGIONS = 'region,revenue\nNorth,120\nSouth,95\nEast,80\nWest,60\nCentral,45\n';
const shots = process.env.ISSUE13_SUMMARY_SHOTS === '1' ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url)) : undefined;

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

/** Full-page screenshots at 1280 px light and 375 px dark (only with ISSUE13_SUMMARY_SHOTS=1). */
async function shoot(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await dismissToasts(page);
  for (const [width, theme] of [[1280, 'light'], [375, 'dark']] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.setViewportSize({ width, height: 900 });
    await ready();
    // every chart drawn at this width, and nothing wider than the page (a chart measured at the old width)
    await expect.poll(() => page.locator('.tl-chart__canvas').evaluateAll((cs) => cs.filter((c) => !c.querySelector('svg rect, svg path')).length)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${shots}issue-13-${name}-${width}-${theme}.png`, fullPage: true, animations: 'disabled' });
  }
}

test('a 5-row region,revenue table: ranked by region on the upload chart, question box, dashboard and portfolio', async ({ page }) => {
  await signInDemo(page);
  await uploadCsv(page, REGIONS, 'regions.csv');
  const card = page.locator('section.tl-upload-card').filter({ has: page.locator('#tl-chart-title') });
  // one bar per region, largest first, and no "sum" over one row
  await expect(card.getByRole('heading', { name: 'revenue per region (one row each)' })).toBeVisible();
  const table = page.getByRole('table', { name: 'revenue per region (one row each)' });
  await expect(table.getByRole('rowheader')).toHaveText(['North', 'South', 'East', 'West', 'Central']);
  // the question box ranks the rows in the value's own words
  await page.getByLabel('Your question').fill('which region has the highest revenue');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = page.getByRole('log', { name: 'Conversation' }).locator('.tl-chat__msg--assistant:not(.tl-chat__typing)').first();
  await expect(answer).toContainText('North has the highest revenue: 120 (out of 5). Next: South (95).');

  await page.getByRole('button', { name: /Continue to Dashboard/ }).click();
  await expectToasted(page, STEP_TOASTS.dashboardGenerated);
  const grid = page.locator('.tl-dash-grid');
  await expect(grid.getByRole('heading', { name: 'revenue per region (one row each)' }).first()).toBeVisible();
  await expect(grid).not.toContainText(/sum revenue/);
  await waitForSavedWorkflow(page);
  await shoot(page, 'summary-dashboard', () => expect(grid.locator('.tl-chart__canvas').first()).toBeVisible());

  await page.goto('portfolio');
  await expect(page.getByRole('heading', { name: PORTFOLIO_GROUPS_TEXT.rankedComplete })).toBeVisible({ timeout: 60_000 });
  const summary = page.getByRole('list', { name: PORTFOLIO_GROUPS_TEXT.summary });
  // 120 + 95 + 80 + 60 + 45 = 400; North 120 / 400 = 30%
  await expect(summary).toContainText(`${PORTFOLIO_GROUPS_TEXT.total('revenue')}400`);
  await expect(summary).toContainText(`${PORTFOLIO_GROUPS_TEXT.largestShare}North: 30.0%`);
  await expect(summary).toContainText(`${PORTFOLIO_GROUPS_TEXT.rows}5`);
  await expect(page.getByTestId('portfolio-ranking').getByRole('heading', { name: 'revenue per region (one row each)' })).toBeVisible();
  await expect(page.getByRole('region', { name: PORTFOLIO_GROUPS_TEXT.rows }).getByRole('rowheader')).toHaveText(['North', 'South', 'East', 'West', 'Central']);
  await expect(page.locator('.tl-stepscreen')).not.toContainText(/mean revenue|sum revenue|Risk|Performance/);
  await expectStepAccessible(page);
  await shoot(page, 'summary-portfolio', () => expect(page.getByTestId('portfolio-ranking').locator('.tl-chart__canvas')).toBeVisible());
});

test('la-riots.csv: the Trend step shows the withheld trend as not measured, with the reason, never "No clear trend, 0 anomalies"', async ({ page }) => {
  await signInDemo(page);
  await uploadCsv(page, await readFile(new URL('../node_modules/vega-datasets/data/la-riots.csv', import.meta.url), 'utf8'), 'la-riots.csv');
  await page.getByRole('button', { name: /Continue to Dashboard/ }).click();
  await expectToasted(page, STEP_TOASTS.dashboardGenerated);
  await waitForSavedWorkflow(page);

  await page.goto('trends');
  const cards = page.getByRole('list', { name: 'Trend summary' });
  await expect(cards).toBeVisible({ timeout: 60_000 });
  await expectToasted(page, NOTHING_TOASTS.trendWithheld); // not "Trend analysis completed!"
  const W = TREND_TEXT.withheld;
  // the spec's four cards keep their labels; what was not measured says so, and why
  const cardText = (label: string) => cards.getByRole('listitem').filter({ hasText: label });
  await expect(cardText('Trend Direction')).toHaveText(`Trend Direction${W.notMeasured}${W.directionHint}`);
  await expect(cardText('Anomalies')).toHaveText(`Anomalies${W.none}${W.anomaliesHint}`);
  await expect(cardText('Predictions')).toHaveText(`Predictions${W.none}${W.predictionsHint}`);
  await expect(cardText('Data Points')).toBeVisible();
  await expect(cards).not.toContainText(/No clear trend|Upward|Downward/);
  // no forecast was made, so the chart's legend promises no predictions, interval or anomalies
  await expect(page.locator('.tl-trend-chart__legend')).toHaveText('Historical Data');
  // the report's words, then core's reason: only 5 of 83 weeks hold a row
  const headline = page.getByTestId('trend-headline');
  await expect(headline).toContainText(W.headline);
  await expect(headline).toContainText('only 5 weeks of the 83');
  await expect(page.getByText(W.description('age'))).toBeVisible();
  const facts = page.getByRole('region', { name: TREND_TEXT.forecastModel });
  await expect(facts).toContainText(W.model);
  await expect(facts).not.toContainText(/MASE|Naive/i);
  for (const rec of TREND_TEXT.recommendations) await expect(page.getByText(rec)).toHaveCount(0);
  await expectStepAccessible(page);
  await shoot(page, 'withheld-trend', () => expect(headline).toBeVisible());
});
