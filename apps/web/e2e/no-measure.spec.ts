import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DASHBOARD_TEXT, KPI_TEXT, NO_MEASURE_TEXT, NOTHING_TOASTS, PORTFOLIO_TEXT, REPORT_TEXT, STEP_TOASTS, STEPS_TEXT, TREND_TEXT } from '../src/messages/steps.js';
import { UPLOAD_TEXT } from '../src/messages/upload.js';
import { expectStepAccessible, signInDemo, uploadCsv, waitForSavedWorkflow } from './fixtures/workflow.js';
import { expectToasted, recordToasts } from './fixtures/app.js';

test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

// Issue 13: vega-datasets zipcodes.csv (zip_code, latitude, longitude, city, state, county) has no measure — an id,
// two coordinates and categories. The KPI, Portfolio and Trend steps say so and what to do, instead of the spec's
// made-up sample KPIs ('Revenue Growth'), portfolio ('Technology Fund') and 12-period trend.
test('zipcodes.csv: KPI, Portfolio and Trend steps say there is no measure, and show no made-up figures', async ({ page }) => {
  await signInDemo(page);
  await uploadCsv(page, await readFile(new URL('../node_modules/vega-datasets/data/zipcodes.csv', import.meta.url), 'utf8'), 'zipcodes.csv');
  // the Categories card counts city, state and county (from core's roles), never zip_code
  const categories = page.getByTestId('summary-cards').locator('li').filter({ hasText: UPLOAD_TEXT.categories });
  await expect(categories).toHaveText(`${UPLOAD_TEXT.categories}3`);
  await page.getByRole('button', { name: /Continue to Dashboard/ }).click();
  await expect(page).toHaveURL(/\/app\/dashboard/);
  // the dashboard counts rows per category (no measure to sum): real figures, no sample
  await expectToasted(page, STEP_TOASTS.dashboardGenerated);
  await expect(page.locator('.tl-dash-grid .tl-chart__canvas').first()).toBeVisible();
  // every panel counts rows: no value picker offering latitude as if a panel summed it (core's valueCandidates)
  await expect(page.getByLabel(DASHBOARD_TEXT.valueColumn)).toHaveCount(0);
  await waitForSavedWorkflow(page);

  const why = /zip_code is an identifier; latitude and longitude are coordinates \(positions, not quantities\)/;
  await page.goto('kpi');
  await expect(page.getByRole('heading', { name: NO_MEASURE_TEXT.kpiTitle })).toBeVisible({ timeout: 60_000 });
  const kpiEmpty = page.locator('.tl-empty');
  await expect(kpiEmpty).toContainText('A KPI follows a measure');
  await expect(kpiEmpty).toContainText(why);
  await expect(kpiEmpty).toContainText(NO_MEASURE_TEXT.whatToDo);
  await expect(page.locator('.tl-kpi-card')).toHaveCount(0);
  await expect(page.getByText('Revenue Growth')).toHaveCount(0);
  await expect(page.locator('summary').filter({ hasText: KPI_TEXT.chooseColumns })).toBeVisible(); // the coordinates can still be tracked by choice
  await expectStepAccessible(page);

  await page.goto('portfolio');
  await expect(page.getByRole('heading', { name: NO_MEASURE_TEXT.portfolioTitle })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.tl-empty')).toContainText(why);
  await expect(page.getByText(/Technology Fund|TECH|Sample Portfolio/)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Portfolio summary' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: PORTFOLIO_TEXT.complete })).toHaveCount(0); // "Your portfolio is ready" it is not
  await expect(page.getByLabel(PORTFOLIO_TEXT.valueColumn)).toHaveCount(0); // no coordinate offered to total per state
  await expectStepAccessible(page);

  await page.goto('trends');
  await expect(page.getByRole('heading', { name: NO_MEASURE_TEXT.trendTitle })).toBeVisible({ timeout: 60_000 });
  await expectToasted(page, NOTHING_TOASTS.trendNoMeasure); // not "Trend analysis completed!": no trend was made
  const trendEmpty = page.locator('.tl-empty');
  await expect(trendEmpty).toContainText('this file has neither a measure nor a time column');
  await expect(trendEmpty).toContainText(why);
  await expect(page.getByRole('list', { name: 'Trend summary' })).toHaveCount(0);
  await expect(page.getByText('Period 12')).toHaveCount(0);
  for (const rec of TREND_TEXT.recommendations) await expect(page.getByText(rec)).toHaveCount(0);
  await expect(page.getByLabel(TREND_TEXT.valueColumn)).toHaveValue('');
  await expectStepAccessible(page);

  // the report's tiles count nothing made up: no KPI, component or prediction came from this file
  await page.goto('report');
  await expect(page.locator('.tl-report')).toBeVisible({ timeout: 60_000 });
  for (const label of ['KPIs Tracked', 'Portfolio Components', 'Predictions'])
    await expect(page.locator('.tl-report .tl-stat-card').filter({ hasText: label })).toHaveText(`${label}0`);
  // and the Workflow Summary does not say KPIs were tracked, a portfolio analysed or trends predicted
  const summary = page.getByRole('list', { name: REPORT_TEXT.workflowSummary });
  for (const item of [NO_MEASURE_TEXT.summaryNoKpi, NO_MEASURE_TEXT.summaryNoPortfolio, NO_MEASURE_TEXT.summaryNoTrend]) await expect(summary).toContainText(item);
  await expect(summary).not.toContainText(/KPIs calculated|Portfolio analysis|Trends analyzed/);
  await page.goto('trends');
  await page.getByRole('button', { name: STEPS_TEXT.goToUpload }).click();
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByText(UPLOAD_TEXT.settingsTitle)).toBeVisible();
});

// Issue 13: gapminder-health-income.csv (country, income, health, population, region) has measures but no date or
// year column: its rows are countries in alphabetical order, not periods. The Trend step makes no trend and forecast
// ('Period 188') and says why and what to do; choosing row order still makes one.
test('gapminder-health-income.csv: the Trend step makes no trend without a time column, until row order is chosen', async ({ page }) => {
  await signInDemo(page);
  await uploadCsv(page, await readFile(new URL('../node_modules/vega-datasets/data/gapminder-health-income.csv', import.meta.url), 'utf8'), 'gapminder-health-income.csv');
  await page.getByRole('button', { name: /Continue to Dashboard/ }).click();
  await expectToasted(page, STEP_TOASTS.dashboardGenerated);
  await waitForSavedWorkflow(page);

  await page.goto('trends');
  await expect(page.getByRole('heading', { name: NO_MEASURE_TEXT.trendNoTimeTitle })).toBeVisible({ timeout: 60_000 });
  const empty = page.locator('.tl-empty');
  await expect(empty).toContainText('No trend of income: the file has no date or year column');
  await expect(empty).toContainText('each row is one country');
  await expect(empty).toContainText('set a column’s role to time in the import settings');
  await expect(page.getByRole('list', { name: 'Trend summary' })).toHaveCount(0);
  await expect(page.getByText(/Period 18\d/)).toHaveCount(0);
  await expect(page.getByLabel(TREND_TEXT.dateColumn)).toHaveValue('');
  await expectStepAccessible(page);

  // asked for explicitly: the rows in file order, with the caveat core words
  await page.getByLabel(TREND_TEXT.dateColumn).selectOption({ label: TREND_TEXT.rowOrder });
  await expect(page.getByRole('list', { name: 'Trend summary' })).toContainText('Data Points187', { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: NO_MEASURE_TEXT.trendNoTimeTitle })).toHaveCount(0);
});
