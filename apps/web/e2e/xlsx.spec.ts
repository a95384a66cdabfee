import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { UPLOAD_TEXT } from '../src/messages/upload.js';
import { writeXlsx } from '../bench/xlsxFile.mjs';
import { expectToasted, recordToasts } from './fixtures/app.js';

// Issue 18: an Excel workbook (.xlsx) in the app — parsed off the main thread by the parse worker (core's
// parseFile → parseXlsx), typed like a CSV. The workbook is written by ExcelJS, not by our code.

const dir = mkdtempSync(join(tmpdir(), 'tallyline-xlsx-e2e-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('an .xlsx upload is parsed in the worker and shows its rows and typed columns', async ({ page }) => {
  const file = join(dir, 'sales.xlsx');
  await writeXlsx(file, 5_000);
  await recordToasts(page);
  await page.goto('./');
  await expect(page.getByText(UPLOAD_TEXT.limitAnonymous)).toBeVisible();
  const worker = page.waitForEvent('worker', { predicate: (w) => /parse\.worker/.test(w.url()), timeout: 30_000 });
  await page.getByTestId('file-input').setInputFiles(file);
  await worker;
  await expectToasted(page, UPLOAD_TEXT.uploadSuccessToast, 30_000);
  const cards = page.getByTestId('summary-cards');
  await expect(cards.locator('li').nth(0)).toContainText(/5,?000(?!\d)/);
  await expect(cards.locator('li').nth(1)).toContainText('4'); // Date, Region, Units, Revenue
  await expect(cards.locator('li').nth(2)).toContainText('2'); // Units and Revenue are numbers
  // The date column is a date (a date-styled cell, not a serial number): the default chart is a time series.
  await expect(page.getByRole('img', { name: /^Line chart/ })).toBeVisible({ timeout: 30_000 });
});
