import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { PARSE_REASONS, UPLOAD_TEXT } from '../src/messages/upload.js';
import { expectAccessible, expectToasted, newAccount, recordToasts } from './fixtures/app.js';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/csv/${name}`, import.meta.url));

/** sales.csv: 24 rows; Date (date), Region and Product (text), Units and Revenue (numbers); North on 6 rows. */
async function uploadSales(page: Page): Promise<void> {
  await recordToasts(page);
  await page.goto('./');
  await expect(page.getByText(UPLOAD_TEXT.limitAnonymous)).toBeVisible();
  await page.getByTestId('file-input').setInputFiles(fixture('sales.csv'));
  await expectToasted(page, UPLOAD_TEXT.uploadSuccessToast);
}

/** Drops `files` on the drop zone as a browser drag-and-drop would. */
async function drop(page: Page, files: { name: string; type: string; text: string }[]): Promise<void> {
  await page.getByTestId('drop-zone').evaluate((zone, list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: f.type }));
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: dt }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dt }));
  }, files);
}

test('anonymous upload shows cards, chart, explorer and chat, then continues to the dashboard', async ({ page }) => {
  await uploadSales(page);

  // Summary cards.
  const cards = page.getByTestId('summary-cards');
  await expect(cards.getByText(UPLOAD_TEXT.totalRows)).toBeVisible();
  await expect(cards.locator('li').nth(0)).toContainText('24');
  await expect(cards.locator('li').nth(1)).toContainText('5');
  await expect(cards.locator('li').nth(2)).toContainText('2');
  await expect(cards.locator('li').nth(3)).toContainText('2');

  // Chart: sales.csv has a date, so the default is a time series (issue 13), its title naming the aggregation;
  // switch to bar and pie, PNG export named from the title.
  await expect(page.getByRole('img', { name: /^Line chart/ })).toBeVisible();
  // one row per region and date: Region keys one series each
  await expect(page.locator('#tl-chart-title')).toHaveText('sum Revenue by week, one line per Region');
  await page.getByRole('radio', { name: 'Bar' }).click();
  await expect(page.getByRole('img', { name: /^Bar chart/ })).toBeVisible();
  expect(await page.getByTestId('chart-bar').count()).toBeGreaterThan(0);
  await page.getByRole('radio', { name: 'Pie' }).click();
  await expect(page.getByRole('img', { name: /^Pie chart/ })).toBeVisible();
  expect(await page.getByTestId('chart-slice').count()).toBeGreaterThan(0);
  const title = (await page.locator('#tl-chart-title').textContent()) ?? '';
  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Download PNG' }).click();
  const pngName = (await png).suggestedFilename();
  expect(pngName).toBe(`${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.png`);

  // Explorer: 10 rows per page by default, 3 pages.
  const table = page.getByRole('region', { name: 'Data table' }).getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByText('Showing 1–10 of 24 rows')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button', { name: /^Page / })).toHaveCount(3);
  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(page.getByText('Showing 21–24 of 24 rows')).toBeVisible();
  await page.getByLabel('Rows per page').selectOption('5');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(pages.getByRole('button', { name: /^Page / })).toHaveCount(5);

  // Search (case-insensitive) and sort.
  await page.getByRole('searchbox', { name: 'Search all columns' }).fill('north');
  await expect(page.getByText('Showing 1–5 of 6 rows')).toBeVisible();
  await page.getByRole('button', { name: /^Units/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Units/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.locator('tbody tr').first()).toContainText('10');
  await page.getByRole('button', { name: /^Units/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Units/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody tr').first()).toContainText('60');

  // Column visibility: hide Product.
  await page.getByRole('button', { name: /^Columns/ }).click();
  await page.getByRole('checkbox', { name: 'Product' }).uncheck();
  await expect(page.getByRole('columnheader', { name: /^Product/ })).toHaveCount(0);

  // CSV export of the current view.
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: UPLOAD_TEXT.exportCsv }).click();
  const download = await csv;
  expect(download.suggestedFilename()).toBe('exported_data.csv');
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).not.toContain('Product');
  expect(lines[0]).toContain('Units');
  expect(lines).toHaveLength(7); // header + the 6 North rows
  expect(lines.slice(1).every((l) => l.includes('North'))).toBe(true);

  // Chat: a suggested question gets an answer after the typing indicator.
  const suggestions = page.getByRole('list', { name: 'Suggested questions' }).getByRole('button');
  await expect(suggestions).toHaveCount(8);
  await suggestions.first().click();
  await expect(page.getByRole('status', { name: 'Assistant is typing' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.locator('.tl-chat__msg--assistant')).toHaveCount(1);
  await page.getByLabel('Your question').fill('   ');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(log.locator('.tl-chat__msg--user')).toHaveCount(1);
  // A typed question with a condition answers from the North rows only and shows its work:
  // North Units 10 + 20 + 30 + 40 + 50 + 60 = 210 over 6 of the 24 rows.
  await page.getByLabel('Your question').fill('total units for North please');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(log.locator('.tl-chat__msg--assistant').nth(1)).toContainText('210');
  const work = log.locator('.tl-chat__msg--assistant').nth(1).getByRole('group', { name: 'How this was computed' });
  await expect(work).toContainText('where Region is North');
  await expect(work).toContainText('6 of 24 rows');
  await expect(work).toContainText('please');
  // A question about a column the file does not have is declined, with a question it can answer as a button.
  await page.getByLabel('Your question').fill('average happiness by region');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(log.locator('.tl-chat__msg--assistant').nth(2)).toContainText("can't answer that with confidence");
  await log.getByRole('button', { name: /^Try: / }).click();
  await expect(log.locator('.tl-chat__msg--assistant')).toHaveCount(4);
  await expect(log.locator('.tl-chat__msg--assistant').nth(3).getByRole('group', { name: 'How this was computed' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(log.locator('.tl-chat__msg')).toHaveCount(0);

  await expectAccessible(page);

  // The dashboard is protected: an anonymous visitor is asked to sign in and keeps the data.
  await page.getByRole('button', { name: UPLOAD_TEXT.continue }).click();
  await expect(page).toHaveURL(/\/app\/auth$/);
  await expectToasted(page, UPLOAD_TEXT.signInToContinue);
  const account = newAccount('continue');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await dialog.getByLabel('Full Name').fill(account.fullName);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard(\/view)?$/);
  await expect(page.getByText('Generated from 24 rows and 5 columns')).toBeVisible();
});

test('a file over 10 MB is refused with a clear error and nothing is parsed', async ({ page }) => {
  await page.goto('./');
  const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
  await page.getByTestId('file-input').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: big });
  await expect(page.getByRole('alert')).toContainText('the limit is 10MB');
  await expect(page.getByTestId('summary-cards')).toHaveCount(0);
  await expect(page.getByText(UPLOAD_TEXT.uploadSuccessToast)).toHaveCount(0);
});

test('a dropped non-CSV file is silently ignored; a dropped CSV is parsed', async ({ page }) => {
  await page.goto('./');
  await drop(page, [{ name: 'notes.txt', type: 'text/plain', text: await readFile(fixture('notes.txt'), 'utf8') }]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // No parse started (the page's empty polite live regions, for the upload's announcement and the
  // header search, are always there; the progress status is what a parse would show).
  await expect(page.locator('.tl-upload-progress')).toHaveCount(0);
  await expect(page.getByTestId('summary-cards')).toHaveCount(0);
  await drop(page, [{ name: 'sales.csv', type: 'text/csv', text: await readFile(fixture('sales.csv'), 'utf8') }]);
  await expect(page.getByTestId('summary-cards')).toBeVisible();
});

test('a malformed CSV shows the inline error, the reason and the failure toast', async ({ page }) => {
  await recordToasts(page);
  await page.goto('./');
  await page.getByTestId('file-input').setInputFiles(fixture('malformed.csv'));
  const alert = page.getByRole('alert').filter({ hasText: UPLOAD_TEXT.parseFailed });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(PARSE_REASONS.UNTERMINATED_QUOTE ?? '');
  await expectToasted(page, UPLOAD_TEXT.uploadFailedToast);
  await expectAccessible(page);
});

test('a sample file loads from the list', async ({ page }) => {
  await recordToasts(page);
  await page.goto('./');
  await page.getByRole('button', { name: 'sales_by_region.csv' }).click();
  await expectToasted(page, UPLOAD_TEXT.uploadSuccessToast);
  await expect(page.getByTestId('summary-cards').locator('li').first()).toContainText('240');
});
