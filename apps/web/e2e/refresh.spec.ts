import { expect, test, type Page } from '@playwright/test';
import { REFRESH_TEXT } from '../src/messages/refresh.js';
import { DASHBOARD_TEXT, KPI_TEXT, PORTFOLIO_TEXT, SAVED_TEXT, STEP_TOASTS, TREND_TEXT } from '../src/messages/steps.js';
import { LIBRARY_TEXT } from '../src/messages/saved.js';
import { expectToasted, newAccount, signUp } from './fixtures/app.js';
import { salesCsv, uploadCsv } from './fixtures/workflow.js';

// Issue 18: a saved dataset refreshed with a new file (append), then version 1 restored — through the
// app's own data layer, so migration 0400's trigger keeps each replaced content as a version. The
// dashboard and the report built on it before the refresh show the new rows when they are reopened.
// Nine screens and two reopenings: at load 50 on two cores the run was still on the KPI step at 240 s.
test.describe.configure({ timeout: 600_000 });

const row = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `${SAVED_TEXT.open} ${name}` }) });

async function openAndCount(page: Page, name: string, rows: RegExp) {
  await row(page, name).getByRole('button', { name: `${SAVED_TEXT.open} ${name}` }).click();
  // Reopening downloads and parses the kept original: over 20 s on a loaded 2-core machine (seen once).
  await expectToasted(page, STEP_TOASTS.datasetOpened, 60_000);
  await expect(page).toHaveURL(/\/app\/dashboard\/view$/);
  // The dashboard is computed from the reopened rows, not from an earlier workflow's.
  await expect(page.getByRole('region', { name: 'Data Summary' })).toContainText(rows, { timeout: 20_000 });
}

test('a saved dataset is refreshed by append, then version 1 is restored', async ({ page }) => {
  // A fresh account: the demo account may already hold this content under another name (one saved
  // entry per content), and then nothing new is stored.
  await signUp(page, newAccount('refresh'));
  const name = `refresh-${Date.now()}.csv`;
  const stored = page.waitForResponse((r) => r.url().includes('/storage/v1/object/datasets/') && r.request().method() === 'POST');
  await uploadCsv(page, salesCsv(12), name);
  // The saved entry is named after the file without its extension.
  const entry = name.replace(/\.csv$/, '');
  expect((await stored).status()).toBe(200);

  // Build the dashboard and the report on it (each saved with the dataset) before the refresh.
  const dashSaved = page.waitForResponse((r) => r.url().includes('/rest/v1/dashboards') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /Continue to Dashboard/ }).click();
  expect((await dashSaved).ok()).toBe(true);
  await page.getByRole('button', { name: new RegExp(DASHBOARD_TEXT.continue) }).click();
  await page.getByRole('button', { name: new RegExp(KPI_TEXT.continue) }).click({ timeout: 20_000 });
  await page.getByRole('button', { name: new RegExp(PORTFOLIO_TEXT.continue) }).click({ timeout: 20_000 });
  const reportSaved = page.waitForResponse((r) => r.url().includes('/rest/v1/reports') && r.request().method() === 'POST');
  await page.getByRole('button', { name: new RegExp(TREND_TEXT.createReport) }).click({ timeout: 20_000 });
  expect((await reportSaved).ok()).toBe(true);
  await expect(page.locator('.tl-stepscreen')).toContainText(/Data Points\s*12(?!\d)/, { timeout: 20_000 });
  await page.goto('./');
  await page.reload();
  await expect(row(page, entry)).toContainText(SAVED_TEXT.rows(12), { timeout: 20_000 });

  // A file of other columns is explained by name and cannot be saved.
  await row(page, entry).getByRole('button', { name: REFRESH_TEXT.refreshLabel(entry) }).click();
  const dialog = page.getByRole('dialog', { name: REFRESH_TEXT.title(entry) });
  await dialog.getByLabel(REFRESH_TEXT.pick).setInputFiles({ name: 'other.csv', mimeType: 'text/csv', buffer: Buffer.from('date,region,revenue\n2025-01-01,North,5\n') });
  const mismatch = dialog.getByRole('alert');
  await expect(mismatch.getByRole('list', { name: REFRESH_TEXT.missing })).toContainText('sales');
  await expect(mismatch.getByRole('list', { name: REFRESH_TEXT.missing })).toContainText('units');
  await expect(mismatch.getByRole('list', { name: REFRESH_TEXT.extra })).toContainText('revenue');
  await expect(dialog.getByRole('button', { name: REFRESH_TEXT.save })).toHaveCount(0);

  // Next month's file, appended; the first save fails (network) and Retry saves it.
  await dialog.getByLabel(REFRESH_TEXT.pick).setInputFiles({ name: 'next.csv', mimeType: 'text/csv', buffer: Buffer.from(salesCsv(5)) });
  await expect(dialog.getByLabel(REFRESH_TEXT.append(12, 5))).toBeChecked({ timeout: 20_000 });
  let failed = false;
  const datasetsTable = (url: URL) => url.pathname.endsWith('/rest/v1/datasets');
  await page.route(datasetsTable, (route) => {
    if (route.request().method() === 'PATCH' && !failed) {
      failed = true;
      return route.abort('failed');
    }
    return route.fallback();
  });
  await dialog.getByRole('button', { name: REFRESH_TEXT.save }).click();
  await expect(dialog.getByRole('alert')).toContainText('The refresh was not saved');
  await dialog.getByRole('button', { name: REFRESH_TEXT.retry }).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  await page.unroute(datasetsTable);
  await expect(row(page, entry)).toContainText(SAVED_TEXT.rows(17));

  await openAndCount(page, entry, /Total rows\s*17(?!\d)/);

  // The saved dashboard and report, reopened from the library, are recomputed over the 17 rows.
  await page.goto('saved');
  await page.getByRole('tab', { name: 'Dashboards' }).click();
  await page.getByRole('list', { name: 'Dashboards' }).getByRole('button', { name: new RegExp(`^${LIBRARY_TEXT.open} `) }).first().click();
  await expect(page).toHaveURL(/\/app\/dashboard\/view$/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Data Summary' })).toContainText(/Total rows\s*17(?!\d)/, { timeout: 20_000 });
  await page.goto('saved');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const reportResaved = page.waitForResponse((r) => r.url().includes('/rest/v1/reports') && ['POST', 'PATCH'].includes(r.request().method()));
  await page.getByRole('list', { name: 'Reports' }).getByRole('button', { name: new RegExp(`^${LIBRARY_TEXT.open} `) }).first().click();
  await expect(page).toHaveURL(/\/app\/report$/, { timeout: 20_000 });
  await expect(page.locator('.tl-stepscreen')).toContainText(/Data Points\s*17(?!\d)/, { timeout: 20_000 });
  expect((await reportResaved).ok()).toBe(true);

  // Version 1 restored: the list and the reopened dashboard are back to 12 rows.
  await page.goto('./');
  await row(page, entry).getByRole('button', { name: REFRESH_TEXT.versionsLabel(entry) }).click();
  const versions = page.getByRole('dialog', { name: REFRESH_TEXT.versionsTitle(entry) });
  await expect(versions).toContainText(REFRESH_TEXT.current(2), { timeout: 20_000 });
  await versions.getByRole('button', { name: REFRESH_TEXT.restoreLabel(1) }).click();
  await expect(versions).toHaveCount(0, { timeout: 20_000 });
  await expect(row(page, entry)).toContainText(SAVED_TEXT.rows(12));
  await page.reload();
  await expect(row(page, entry)).toContainText(SAVED_TEXT.rows(12), { timeout: 20_000 });
  await openAndCount(page, entry, /Total rows\s*12(?!\d)/);
});
