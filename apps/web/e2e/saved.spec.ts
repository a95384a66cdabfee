import { expect, test, type Page } from '@playwright/test';
import { DELETE_TEXT, LIBRARY_TEXT, RENAME_TEXT, SAVE_TEXT } from '../src/messages/saved.js';
import { STEP_TOASTS } from '../src/messages/steps.js';
import { expectToasted, newAccount, signUp, toast } from './fixtures/app.js';

// Saved work (issue 17): one entry per content, Replace / Keep both, every entry reachable by page,
// rename, delete with what was built on it, and a failed save shown with a Retry that works.
test.describe.configure({ timeout: 300_000 });

/** A small CSV whose content depends on `seed` (same seed → same content → same fingerprint). */
function csv(seed: number, rows = 4): string {
  const lines = ['date,region,sales'];
  for (let i = 0; i < rows; i++) lines.push(`2024-01-${String(i + 1).padStart(2, '0')},R${i % 3},${seed * 100 + i}`);
  return `${lines.join('\n')}\n`;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Your saved datasets' });
const rows = (page: Page) => panel(page).getByRole('list', { name: 'Datasets' }).getByRole('listitem');

/** Uploads on the upload screen and waits for the parse; `saved` waits for the row's original file to be stored. */
async function upload(page: Page, name: string, text: string, { saved = true } = {}): Promise<void> {
  const stored = saved ? page.waitForResponse((r) => r.url().includes('/storage/v1/object/datasets/') && r.request().method() === 'POST', { timeout: 60_000 }) : null;
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(page.getByRole('button', { name: /Continue to Dashboard/ })).toBeVisible({ timeout: 30_000 });
  if (stored) expect((await stored).status()).toBe(200);
}

async function signedUp(page: Page, tag: string): Promise<void> {
  await signUp(page, newAccount(tag));
  await page.goto('./');
  await expect(panel(page).getByText(/No saved datasets yet/)).toBeVisible({ timeout: 60_000 });
}

test('the same CSV uploaded twice is one entry; a changed file of that name offers Replace or Keep both', async ({ page }) => {
  await signedUp(page, 'saved-dedupe');
  await upload(page, 'weather.csv', csv(1));
  await expect(rows(page)).toHaveCount(1);

  // Same content again (even under another name): the entry is reused, nothing is stored again.
  const reused = page.waitForResponse((r) => r.url().includes('/rest/v1/datasets') && r.request().method() === 'PATCH');
  await upload(page, 'weather.csv', csv(1), { saved: false });
  await reused;
  await page.reload();
  await expect(panel(page).getByText(LIBRARY_TEXT.count(1, 'dataset'))).toBeVisible({ timeout: 60_000 });
  await expect(rows(page)).toHaveCount(1);

  // New content under the saved name: the dialog asks. Keep both → two entries.
  await page.locator('input[type="file"]').setInputFiles({ name: 'weather.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(2)) });
  const dialog = page.getByRole('dialog', { name: SAVE_TEXT.conflictTitle });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: SAVE_TEXT.keepBoth }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'weather (2)' })).toHaveCount(1);

  // And again with Replace: still two entries.
  await page.locator('input[type="file"]').setInputFiles({ name: 'weather.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(3)) });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const replaced = page.waitForResponse((r) => r.url().includes('/storage/v1/object/datasets/') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: SAVE_TEXT.replace }).click();
  await replaced;
  await page.reload();
  await expect(panel(page).getByText(LIBRARY_TEXT.count(2, 'dataset'))).toBeVisible({ timeout: 60_000 });
});

test('25 uploads: page 2 is reachable, and an entry on it opens into the workflow', async ({ page }) => {
  await signedUp(page, 'saved-pages');
  for (let i = 1; i <= 25; i++) await upload(page, `file-${String(i).padStart(2, '0')}.csv`, csv(100 + i));
  await page.reload();
  await expect(panel(page).getByText(LIBRARY_TEXT.count(25, 'dataset'))).toBeVisible({ timeout: 60_000 });
  await expect(rows(page)).toHaveCount(20);
  const pages = panel(page).getByRole('navigation', { name: LIBRARY_TEXT.pageLabel });
  await expect(pages).toContainText(LIBRARY_TEXT.pageOf(1, 2));
  await pages.getByRole('button', { name: LIBRARY_TEXT.next }).click();
  await expect(pages).toContainText(LIBRARY_TEXT.pageOf(2, 2));
  await expect(rows(page)).toHaveCount(5);
  // Newest first: page 2 holds the five oldest uploads.
  await expect(rows(page).first()).toContainText('file-05');
  await panel(page).getByRole('button', { name: `${LIBRARY_TEXT.open} file-01` }).click();
  await expectToasted(page, STEP_TOASTS.datasetOpened, 60_000);
  await expect(page).toHaveURL(/\/app\/dashboard\/view$/);

  // Search by name and sort by name on the library screen.
  await page.goto('saved');
  const list = page.getByRole('list', { name: 'Datasets' }).getByRole('listitem');
  await page.getByLabel(LIBRARY_TEXT.search('datasets')).fill('file-2');
  await expect(list).toHaveCount(6); // file-20 … file-25
  await page.getByLabel(LIBRARY_TEXT.sortLabel).selectOption('name');
  await expect(list.first()).toContainText('file-20');
});

test('rename inline (validated, a failure keeps the typed name and Retry saves it); delete asks, then names what goes with it', async ({ page }) => {
  await signedUp(page, 'saved-rename');
  await upload(page, 'q3.csv', csv(7));
  const row = rows(page).first();
  await row.getByRole('button', { name: `${LIBRARY_TEXT.rename} q3` }).click();
  const field = row.getByLabel(LIBRARY_TEXT.renameLabel('q3'));
  await field.fill('   ');
  await row.getByRole('button', { name: LIBRARY_TEXT.save }).click();
  await expect(row.getByRole('alert')).toHaveText(RENAME_TEXT.empty);

  // The first attempt fails at the backend: the message shows, the typed name stays, Retry saves it.
  let failOnce = true;
  const datasetsTable = (url: URL) => url.pathname.endsWith('/rest/v1/datasets');
  await page.route(datasetsTable, async (route) => {
    if (route.request().method() === 'PATCH' && failOnce) {
      failOnce = false;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) });
    } else await route.fallback();
  });
  await field.fill('Q3 sales final');
  await field.press('Enter');
  await expect(row.getByRole('alert')).toHaveText(RENAME_TEXT.failed);
  await expect(field).toHaveValue('Q3 sales final');
  await row.getByRole('button', { name: LIBRARY_TEXT.retry }).click();
  await expect(row.locator('.tl-saved__name')).toHaveText('Q3 sales final');
  await page.unroute(datasetsTable);
  await page.reload();
  await expect(rows(page).first().locator('.tl-saved__name')).toHaveText('Q3 sales final', { timeout: 60_000 });

  // Build a dashboard on it, then delete the dataset: two confirmations, the second naming the dashboard.
  await page.getByRole('button', { name: `${LIBRARY_TEXT.open} Q3 sales final` }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/view$/, { timeout: 60_000 });
  const dashSaved = page.waitForResponse((r) => r.url().includes('/rest/v1/dashboards') && r.request().method() === 'POST');
  await expect(page.locator('.tl-dash-grid > .tl-panel').first()).toBeVisible({ timeout: 30_000 });
  expect((await dashSaved).ok()).toBe(true);
  await page.goto('saved');
  await page.getByRole('tab', { name: 'Dashboards' }).click();
  await expect(page.getByRole('list', { name: 'Dashboards' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Datasets' }).click();

  await page.getByRole('button', { name: `${LIBRARY_TEXT.delete} Q3 sales final` }).click();
  const first = page.getByRole('alertdialog', { name: DELETE_TEXT.title('dataset') });
  await expect(first).toContainText(DELETE_TEXT.message('Q3 sales final'));
  await first.getByRole('button', { name: DELETE_TEXT.confirm }).click();
  const second = page.getByRole('alertdialog', { name: DELETE_TEXT.dependentsTitle });
  await expect(second).toContainText('q3 — ');
  const removed = page.waitForResponse((r) => r.url().includes('/storage/v1/object/datasets') && r.request().method() === 'DELETE');
  await second.getByRole('button', { name: DELETE_TEXT.dependentsConfirm }).click();
  expect((await removed).ok()).toBe(true);
  await expectToasted(page, DELETE_TEXT.deleted('Q3 sales final'));
  await expect(page.getByText(/No saved datasets yet/)).toBeVisible();
  await page.getByRole('tab', { name: 'Dashboards' }).click();
  await expect(page.getByText(/No saved dashboards yet/)).toBeVisible();
});

test('a failed save is shown with a Retry, and the Retry saves it', async ({ page }) => {
  await signedUp(page, 'saved-retry');
  let failing = true;
  await page.route((url) => url.pathname.endsWith('/rest/v1/datasets'), async (route) => {
    if (failing && route.request().method() === 'POST') await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal server error' }) });
    else await route.fallback();
  });
  await upload(page, 'lost.csv', csv(9), { saved: false });
  const failed = toast(page, SAVE_TEXT.datasetFailed);
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(rows(page)).toHaveCount(0);
  failing = false;
  await failed.getByRole('button', { name: SAVE_TEXT.retry }).click();
  await expect(rows(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(rows(page).first()).toContainText('lost');
});
