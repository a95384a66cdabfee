import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { CHART_CONTROLS_TEXT, UPLOAD_TEXT } from '../src/messages/upload.js';
import { expectToasted, recordToasts } from './fixtures/app.js';

// Issue 13 chart controls on a public CSV: the upload chart is changed to "mean temp_max by month" and
// its points are checked against figures computed here from the file (no quoted fields in it).
const data = (name: string) => fileURLToPath(new URL(`../node_modules/vega-datasets/data/${name}`, import.meta.url));
function rows(name: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(data(name), 'utf8').trim().split(/\r?\n/);
  const columns = head!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [columns[i]!, v])));
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** The chart's table shows at most 2 decimals: within half a hundredth of the figure from the file. */
const near = (shown: number, expected: number) => expect(Math.abs(shown - expected)).toBeLessThanOrEqual(0.005 + 1e-9);

/** The value the chart titled `title` plots at `label`, read from its table of values. */
async function plotted(page: Page, title: string, label: string): Promise<number> {
  const table = page.getByRole('table', { name: title });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  const text = await row.getByRole('cell').last().innerText();
  return Number(text.replace(/,/g, ''));
}

test('the upload chart becomes "mean temp_max by month" on seattle-weather.csv and plots the monthly means of the file', async ({ page }) => {
  const weather = rows('seattle-weather.csv');
  const july2014 = weather.filter((r) => r.date!.startsWith('2014-07')).map((r) => Number(r.temp_max));
  const jan2012 = weather.filter((r) => r.date!.startsWith('2012-01')).map((r) => Number(r.temp_max));
  expect(july2014).toHaveLength(31);

  await recordToasts(page);
  await page.goto('./');
  await page.getByTestId('file-input').setInputFiles(data('seattle-weather.csv'));
  await expectToasted(page, UPLOAD_TEXT.uploadSuccessToast);

  const card = page.locator('section.tl-upload-card').filter({ has: page.locator('#tl-chart-title') });
  const controls = card.getByRole('group', { name: `${CHART_CONTROLS_TEXT.group}: ${UPLOAD_TEXT.chartTitle}` });
  // the default from the roles: rain adds up, by month over the whole range
  await expect(card.getByRole('heading', { name: 'sum precipitation by month' })).toBeVisible();
  await expect(controls.getByLabel(CHART_CONTROLS_TEXT.xAxis, { exact: true })).toHaveValue('date');

  // a temperature brings its own aggregation, the mean
  await controls.getByLabel(CHART_CONTROLS_TEXT.value, { exact: true }).selectOption('temp_max');
  await expect(card.getByRole('heading', { name: 'mean temp_max by month' })).toBeVisible();
  await expect(controls.getByLabel(CHART_CONTROLS_TEXT.aggregation, { exact: true })).toHaveValue('mean');
  await expect(card.getByRole('img', { name: /mean temp_max by month/ })).toBeVisible();
  // 48 months in time order
  await expect(page.getByRole('table', { name: 'mean temp_max by month' }).getByRole('rowheader')).toHaveCount(48);
  await expect(page.getByRole('table', { name: 'mean temp_max by month' }).getByRole('rowheader').first()).toHaveText('2012-01');
  near(await plotted(page, 'mean temp_max by month', '2014-07'), mean(july2014));
  near(await plotted(page, 'mean temp_max by month', '2012-01'), mean(jan2012));

  // another aggregation: the warmest day of the month
  await controls.getByLabel(CHART_CONTROLS_TEXT.aggregation, { exact: true }).selectOption('max');
  await expect(card.getByRole('heading', { name: 'max temp_max by month' })).toBeVisible();
  near(await plotted(page, 'max temp_max by month', '2014-07'), Math.max(...july2014));
  await controls.getByLabel(CHART_CONTROLS_TEXT.aggregation, { exact: true }).selectOption('mean');
  await expect(card.getByRole('heading', { name: 'mean temp_max by month' })).toBeVisible();

  // by weather as a category: the mean of each weather type's days
  await controls.getByLabel(CHART_CONTROLS_TEXT.xAxis, { exact: true }).selectOption('weather');
  await expect(card.getByRole('heading', { name: 'mean temp_max by weather' })).toBeVisible();
  const sun = weather.filter((r) => r.weather === 'sun').map((r) => Number(r.temp_max));
  near(await plotted(page, 'mean temp_max by weather', 'sun'), mean(sun));
});
