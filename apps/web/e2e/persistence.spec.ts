import { expect, test } from '@playwright/test';
import { KPI_TEXT, SAVED_TEXT, STEP_TOASTS } from '../src/messages/steps.js';
import { salesCsv, signInDemo, startWorkflow, uploadCsv } from './fixtures/workflow.js';
import { expectToasted } from './fixtures/app.js';

test('a reload keeps the workflow (IndexedDB)', async ({ page }) => {
  await startWorkflow(page);
  await page.getByRole('button', { name: /Continue to KPIs/ }).click();
  await expect(page.locator('.tl-kpi-card').first()).toBeVisible();
  const names = await page.locator('.tl-kpi-card h3').allTextContents();
  await page.reload();
  await expect(page.locator('.tl-kpi-card').first()).toBeVisible();
  expect(await page.locator('.tl-kpi-card h3').allTextContents()).toEqual(names);
  // Restored, not regenerated: no second success toast.
  await expect(page.getByText(STEP_TOASTS.kpisGenerated)).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(KPI_TEXT.continue) })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tallyline:workflow:dataset'))).toBeNull();
});

test('a signed-in user reopens a saved dataset', async ({ page }) => {
  await signInDemo(page);
  const name = `reopen-${Date.now()}.csv`;
  // The save (one entry per content: a look-up, the row, then the original file) runs after the parse; wait for its last step before the reload cuts it off.
  const stored = page.waitForResponse((r) => r.url().includes('/storage/v1/object/datasets/') && r.request().method() === 'POST');
  await uploadCsv(page, salesCsv(12), name);
  expect((await stored).status()).toBe(200);
  await page.reload();
  const open = page.getByRole('button', { name: `${SAVED_TEXT.open} ${name.replace(/\.csv$/, '')}` });
  await expect(open).toBeVisible({ timeout: 15_000 });
  await open.click();
  await expectToasted(page, STEP_TOASTS.datasetOpened, 60_000);
  await expect(page).toHaveURL(/\/app\/dashboard\/view$/);
  await expect(page.locator('.tl-dash-grid > .tl-panel')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Data Summary' })).toContainText('12');
});

test('a file dropped while the page is still reading the session is saved for the signed-in user', async ({ page }) => {
  await signInDemo(page);
  // The page's config (and so the session) is held back until the file has been given to the page.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app/config.json', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('./');
  const name = `early-${Date.now()}.csv`;
  // Content of its own (one saved entry per content: the same rows saved by another test would be reused, not stored).
  const csv = `date,region,sales\n2024-01-01,North,${Date.now() % 100_000}\n2024-01-02,South,7\n2024-01-03,East,9\n`;
  const stored = page.waitForResponse((r) => r.url().includes('/storage/v1/object/datasets/') && r.request().method() === 'POST');
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  release();
  expect((await stored).status()).toBe(200);
  await expect(page.getByRole('button', { name: /Continue to Dashboard/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `${SAVED_TEXT.open} ${name.replace(/\.csv$/, '')}` })).toBeVisible();
});

test('a reopened dataset has every row, not just the preview kept in the table', async ({ page }) => {
  await signInDemo(page);
  const name = `big-${Date.now()}.csv`;
  // The original file is stored after the row; wait for it before the reload cuts it off.
  const stored = page.waitForResponse((r) => r.url().includes('/storage/v1/object/datasets/') && r.request().method() === 'POST');
  await uploadCsv(page, salesCsv(12_000), name); // more rows than the 10,000-row preview
  expect((await stored).status()).toBe(200);
  await page.reload();
  const open = page.getByRole('button', { name: `${SAVED_TEXT.open} ${name.replace(/\.csv$/, '')}` });
  await expect(open).toBeVisible({ timeout: 15_000 });
  await open.click();
  await expectToasted(page, STEP_TOASTS.datasetOpened, 60_000);
  await expect(page.getByRole('region', { name: 'Data Summary' })).toContainText(/12,?000/);
});
