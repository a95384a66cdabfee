import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DASHBOARD_TEXT, KPI_TEXT, PORTFOLIO_GROUPS_TEXT, PORTFOLIO_TEXT, REPORT_TEXT, STEP_TOASTS, STEPS_TEXT, TREND_TEXT } from '../src/messages/steps.js';
import { expectStepAccessible, signInDemo, uploadCsv, waitForSavedWorkflow } from './fixtures/workflow.js';
import { expectToasted, recordToasts } from './fixtures/app.js';

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

test('sign in → upload → all six steps → download the report', async ({ page }) => {
  await signInDemo(page);
  await uploadCsv(page);
  await page.getByRole('button', { name: /Continue to Dashboard/ }).click();

  // Step 2: four panels on the grid, success toast, column pickers. The toast is looked for at once: it
  // shows for 2 s (spec §8), and waiting for the workflow's save first outlasted it on a loaded machine.
  await expectToasted(page, STEP_TOASTS.dashboardGenerated);
  await expect(page.locator('.tl-dash-grid > .tl-panel')).toHaveCount(4);
  await expect(page.locator('.tl-dash-grid .tl-chart__canvas')).toHaveCount(3);
  // Each chart panel ends where its chart ends: no band of empty panel under the drawing.
  const slack = await page.locator('.tl-dash-grid > .tl-panel:has(figure.tl-chart)').evaluateAll((panels) =>
    panels.map((p) => {
      const figure = p.querySelector('figure.tl-chart')!.getBoundingClientRect();
      const style = getComputedStyle(p);
      return Math.round(p.getBoundingClientRect().bottom - figure.bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth));
    }),
  );
  expect(slack).toHaveLength(3);
  for (const px of slack) expect(px).toBeLessThanOrEqual(8);
  await expect(page.getByText(DASHBOARD_TEXT.noData)).toHaveCount(0);
  await expect(page.getByText(DASHBOARD_TEXT.notSupported)).toHaveCount(0);
  await expectStepAccessible(page);
  await page.getByLabel(DASHBOARD_TEXT.valueColumn).selectOption('units');
  await expectToasted(page, STEP_TOASTS.dashboardUpdated);
  await page.getByRole('button', { name: new RegExp(DASHBOARD_TEXT.continue) }).click();

  // Step 3: KPI cards with badges and capped progress; the rule is stated.
  await expect(page).toHaveURL(/\/app\/kpi$/);
  await expectToasted(page, STEP_TOASTS.kpisGenerated);
  await expect(page.getByText(KPI_TEXT.description)).toBeVisible();
  const cards = page.locator('.tl-kpi-card');
  await expect(cards).toHaveCount(2);
  for (const bar of await page.getByRole('progressbar').all()) {
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(100);
  }
  await expect(page.getByRole('list', { name: 'KPI summary' })).toContainText(KPI_TEXT.total);
  await expectStepAccessible(page);
  await page.getByRole('button', { name: new RegExp(KPI_TEXT.continue) }).click();

  // Step 4: sales by region are groups, not holdings (issue 13: no performance, risk score or tickers, and not
  // the spec's "Portfolio Analysis Complete! … Your portfolio is ready"); banner, continue only once complete.
  await expect(page).toHaveURL(/\/app\/portfolio$/);
  await expect(page.getByText(PORTFOLIO_GROUPS_TEXT.generated)).toBeVisible();
  const summary = page.getByRole('list', { name: PORTFOLIO_GROUPS_TEXT.summary });
  await expect(summary).toContainText(PORTFOLIO_GROUPS_TEXT.total('sales'));
  await expect(summary).toContainText(PORTFOLIO_GROUPS_TEXT.largestShare);
  await expect(summary).not.toContainText(/\/10|\$/);
  await expect(page.getByRole('heading', { name: PORTFOLIO_GROUPS_TEXT.complete })).toBeVisible();
  await expect(page.locator('.tl-banner')).toContainText('The total sales per region, compared — not holdings');
  await expect(page.getByRole('heading', { name: PORTFOLIO_TEXT.complete })).toHaveCount(0);
  await expect(page.getByText(PORTFOLIO_TEXT.completeHint)).toHaveCount(0);
  await expect(page.getByText(/components from/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: PORTFOLIO_TEXT.analyzeTrends })).toBeVisible();
  await expect(page.getByRole('region', { name: PORTFOLIO_GROUPS_TEXT.groupsTitle }).getByRole('row')).toHaveCount(6); // header + 5 regions
  await expectStepAccessible(page);
  await page.getByRole('button', { name: new RegExp(PORTFOLIO_TEXT.continue) }).click();

  // Step 5: trend cards, chart with bands and legend, insights + the recommendations the analysis supports.
  await expect(page).toHaveURL(/\/app\/trends$/);
  await expectToasted(page, STEP_TOASTS.trendCompleted);
  const trendCards = page.getByRole('list', { name: 'Trend summary' });
  await expect(trendCards).toContainText('Data Points');
  await expect(trendCards).toContainText('Predictions5');
  await expect(trendCards).toContainText(/Upward|Downward|No clear trend/);
  // The honest headline (fitted line, complete weeks) and the model the backtest chose, with its MASE.
  await expect(page.locator('.tl-trend-headline')).toContainText(/^sales \(total per week\) (rose|fell|shows no clear trend)/);
  await expect(page.getByRole('region', { name: TREND_TEXT.forecastModel })).toContainText(/MASE|naive/);
  for (const label of ['Historical Data', 'Predictions', 'Anomalies']) await expect(page.locator('.tl-trend-chart__legend')).toContainText(label);
  await expect(page.locator('.tl-trend-chart__predicted')).toHaveCount(5);
  // Only the spec's recommendations this analysis supports (trendRecommendations): the spike of week 18 is an
  // anomaly and smoothing beat the naive forecast, but no calendar season won — so nothing about seasonal patterns.
  const [anomalies, predictions, seasons, alerts] = TREND_TEXT.recommendations;
  for (const rec of [anomalies, predictions, alerts]) await expect(page.getByText(rec)).toBeVisible();
  await expect(page.getByText(seasons)).toHaveCount(0);
  await expect(page.getByRole('button', { name: TREND_TEXT.generateReport })).toBeVisible();
  await expectStepAccessible(page);
  await page.getByRole('button', { name: new RegExp(TREND_TEXT.createReport) }).click();

  // Step 6: banner, checklist, report card, download.
  await expect(page).toHaveURL(/\/app\/report$/);
  await expectToasted(page, STEP_TOASTS.reportGenerated);
  await expect(page.getByRole('heading', { name: REPORT_TEXT.complete })).toBeVisible();
  await expect(page.getByText(REPORT_TEXT.stepsDone(6))).toBeVisible();
  await expect(page.getByText(/Generated on/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key Recommendations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: REPORT_TEXT.workflowSummary })).toBeVisible();
  // groups worded as groups in the tile and the summary too
  await expect(page.locator('.tl-report .tl-stat-card').filter({ hasText: PORTFOLIO_GROUPS_TEXT.reportTile })).toHaveText(`${PORTFOLIO_GROUPS_TEXT.reportTile}5`);
  await expect(page.getByRole('list', { name: REPORT_TEXT.workflowSummary })).toContainText(PORTFOLIO_GROUPS_TEXT.summaryItem);
  await expect(page.getByText('Portfolio analysis completed')).toHaveCount(0);
  await expectStepAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: REPORT_TEXT.download }).click()]);
  expect(download.suggestedFilename()).toMatch(/^analytics-report-\d{4}-\d{2}-\d{2}\.md$/);
  await expectToasted(page, STEP_TOASTS.reportDownloaded);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toMatch(/^# /);
  expect(text).toContain('36');
  expect(text).toMatch(/Recommendations/);
});

test('stocks.csv: one symbol at a time, a chosen horizon, KPIs per symbol with their rule', async ({ page }) => {
  await signInDemo(page);
  await uploadCsv(page, await readFile(new URL('../node_modules/vega-datasets/data/stocks.csv', import.meta.url), 'utf8'), 'stocks.csv');
  await page.getByRole('button', { name: /Continue to Dashboard/ }).click();
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await waitForSavedWorkflow(page);
  await page.goto('kpi');
  await expectToasted(page, STEP_TOASTS.kpisGenerated);
  // price is averaged per symbol and month: never the five symbols together
  await expect(page.locator('.tl-kpi-card h3')).toHaveText(['Mean price (MSFT)', 'Mean price (AMZN)', 'Mean price (IBM)', 'Mean price (AAPL)']);
  await expect(page.locator('.tl-kpi-card').first()).toContainText('Target: ');
  await expect(page.locator('.tl-kpi-card').first()).toContainText('(2009-03)');
  await page.goto('trends');
  await expectToasted(page, STEP_TOASTS.trendCompleted);
  await expect(page.getByRole('heading', { name: 'Mean price per month — MSFT' })).toBeVisible();
  const series = page.getByLabel(`${TREND_TEXT.entity} (symbol)`);
  await expect(series.locator('option')).toHaveText(['MSFT', 'AMZN', 'IBM', 'GOOG', 'AAPL']);
  await series.selectOption('AAPL');
  await expect(page.getByRole('heading', { name: 'Mean price per month — AAPL' })).toBeVisible();
  await expect(page.locator('.tl-trend-headline')).toContainText('price (mean per month, AAPL)');
  await expect(page.getByText(/461/)).toHaveCount(0);
  await page.getByLabel(TREND_TEXT.horizon).selectOption('12');
  await expect(page.getByRole('list', { name: 'Trend summary' })).toContainText('Predictions12');
  await expect(page.locator('.tl-trend-chart__predicted')).toHaveCount(12);
  await expect(page.getByText(TREND_TEXT.description('price', 12, 'month'))).toBeVisible(); // months, not "a 12-period forecast"
  await expect(page.getByText(/-period forecast/)).toHaveCount(0);
  await expectStepAccessible(page);
});

test('steps without data show the guards', async ({ page }) => {
  await signInDemo(page);
  for (const path of ['dashboard', 'kpi', 'portfolio', 'trends']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: STEPS_TEXT.noData })).toBeVisible();
    await expect(page.getByRole('button', { name: STEPS_TEXT.goToUpload })).toBeVisible();
  }
  await page.goto('report');
  await expect(page.getByText(STEPS_TEXT.reportNeedsWorkflow)).toBeVisible();
  await page.getByRole('button', { name: STEPS_TEXT.startWorkflow }).click();
  await expect(page).toHaveURL(/\/app\/$/);
});
