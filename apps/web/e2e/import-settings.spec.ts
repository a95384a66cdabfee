import { expect, test, type Page } from '@playwright/test';
import { SAVED_TEXT, STEP_TOASTS } from '../src/messages/steps.js';
import { UPLOAD_TEXT } from '../src/messages/upload.js';
import { dismissToasts, expectToasted, newAccount, signUp } from './fixtures/app.js';
import { vegaRows, workbook } from './fixtures/workbook.js';

// Issue 18: the sheet of a workbook is chosen in the upload screen's import settings, and a saved dataset keeps
// its import settings (migration 0450): reopened, it has the columns it was saved with — the chosen sheet, the
// forced delimiter — not what detection would read from its kept file.
test.describe.configure({ timeout: 300_000 });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const cards = (page: Page) => page.getByTestId('summary-cards').locator('li');
const intro = (page: Page) => page.locator('.tl-upload__intro');
const storedOriginal = (page: Page) => page.waitForResponse((r) => r.url().includes('/storage/v1/object/datasets/') && r.request().method() === 'POST', { timeout: 60_000 });
const datasetPatched = (page: Page) => page.waitForResponse((r) => r.url().includes('/rest/v1/datasets') && r.request().method() === 'PATCH', { timeout: 60_000 });

/**
 * The signed-in user's saved rows of `fileName` as the server keeps them (row count, import settings), read over REST with
 * the page's session. Not the PATCH's request body: the saved-dataset preview travels in it as a Blob the parse worker
 * made (issue 15), which Playwright's postData() cannot read.
 */
async function savedRows(page: Page, fileName: string): Promise<{ row_count: number; import_settings: unknown }[]> {
  return page.evaluate(async (fileName) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    const token = (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
    const config = (await (await fetch(`${location.origin}/app/config.json`)).json()) as { supabaseUrl: string; supabaseAnonKey: string };
    const url = new URL('rest/v1/datasets', new URL(config.supabaseUrl || '/', location.origin).href.replace(/\/?$/, '/'));
    url.search = new URLSearchParams({ select: 'row_count,import_settings', file_name: `eq.${fileName}` }).toString();
    const res = await fetch(url, { headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${token ?? ''}` } });
    if (!res.ok) throw new Error(`datasets answered ${res.status}`);
    return res.json();
  }, fileName);
}

/** Opens the import settings (a closed disclosure under the summary cards). */
async function openSettings(page: Page) {
  await page.getByText(UPLOAD_TEXT.settingsTitle).click();
  await expect(page.getByRole('button', { name: UPLOAD_TEXT.reparse })).toBeVisible();
}

/** Reloads, opens the saved entry from the upload screen's list, then goes back to the upload screen, where the reopened dataset is shown. */
async function reopen(page: Page, entry: string) {
  await page.reload();
  const open = page.getByRole('button', { name: `${SAVED_TEXT.open} ${entry}` });
  await expect(open).toBeVisible({ timeout: 30_000 });
  await open.click();
  // Reopening downloads and parses the kept original: slow on a loaded machine.
  await expectToasted(page, STEP_TOASTS.datasetOpened, 60_000);
  await expect(page).toHaveURL(/\/app\/dashboard\/view$/);
  await page.getByRole('link', { name: /Data Upload/ }).click();
  await expect(page).toHaveURL(/\/app\/$/);
}

/**
 * The upload screen with the sheet picker open, at 1280 px light and 375 px dark: into test-results/screens, or with
 * UPDATE_SCREENSHOTS=1 into docs/screenshots (issue-18-sheet-*.png). Also checks the page does not scroll sideways.
 */
async function shoot(page: Page) {
  await dismissToasts(page);
  await openSettings(page);
  const settings = page.locator('.tl-upload-settings');
  for (const [name, theme, width, height] of [
    ['issue-18-sheet-desktop-light', 'light', 1280, 1300],
    ['issue-18-sheet-mobile-dark', 'dark', 375, 812],
  ] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.setViewportSize({ width, height });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // Desktop: the whole top of the screen (the file's name line with its sheet, the cards, the settings); 375 px: the settings.
    if (width > 1000) await page.evaluate(() => window.scrollTo(0, 0));
    else {
      await settings.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -72)); // the card's title clear of the sticky header
    }
    await page.screenshot({ path: process.env.UPDATE_SCREENSHOTS ? `../../docs/screenshots/${name}.png` : `test-results/screens/${name}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a two-sheet workbook: the second sheet is picked in the import settings, saved with that choice, and reopened at it', async ({ page }) => {
  await signUp(page, newAccount('sheets'));
  await page.goto('./');
  const name = 'markets.xlsx'; // a fresh account: no other entry of this name
  // Public data: 60 rows of vega-datasets' stocks (symbol, date, price) first, 90 days of seattle-weather (6 columns) second.
  const book = await workbook({ Stocks: vegaRows('stocks.csv', 60), Weather: vegaRows('seattle-weather.csv', 90) });
  const stored = storedOriginal(page);
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: XLSX, buffer: book });
  await expect(page.getByRole('button', { name: /Continue to Dashboard/ })).toBeVisible({ timeout: 60_000 });
  expect((await stored).status()).toBe(200);
  // The first sheet by default, named with the file.
  await expect(intro(page)).toHaveText(`${name} · ${UPLOAD_TEXT.sheetRead('Stocks')}`);
  await expect(cards(page).nth(0)).toContainText(/(?<!\d)60(?!\d)/);
  await expect(cards(page).nth(1)).toContainText('3');

  await openSettings(page);
  const sheet = page.getByRole('combobox', { name: UPLOAD_TEXT.sheet });
  await expect(sheet).toHaveValue('Stocks');
  // Each sheet with its size (the range it declares; the header row is not a data row).
  await expect(sheet.locator('option')).toHaveText([UPLOAD_TEXT.sheetOption('Stocks', 60, 3), UPLOAD_TEXT.sheetOption('Weather', 90, 6)]);
  await sheet.selectOption('Weather');
  const patched = datasetPatched(page);
  const storedAgain = storedOriginal(page);
  await page.getByRole('button', { name: UPLOAD_TEXT.reparse }).click();
  await expect(intro(page)).toHaveText(`${name} · ${UPLOAD_TEXT.sheetRead('Weather')}`, { timeout: 60_000 });
  await expect(cards(page).nth(0)).toContainText(/(?<!\d)90(?!\d)/);
  await expect(cards(page).nth(1)).toContainText('6');
  await expect(page.getByRole('columnheader', { name: /temp_max/ })).toBeVisible();
  // The saved entry takes the sheet's rows and the choice (the kept file is still the whole workbook).
  const update = await patched;
  expect(update.ok()).toBe(true);
  expect(await savedRows(page, name)).toMatchObject([{ row_count: 90, import_settings: { sheet: 'Weather' } }]);
  expect((await storedAgain).status()).toBe(200);
  await shoot(page);

  await reopen(page, name.replace(/\.xlsx$/, ''));
  await expect(intro(page)).toHaveText(`${name} · ${UPLOAD_TEXT.sheetRead('Weather')}`);
  await expect(cards(page).nth(0)).toContainText(/(?<!\d)90(?!\d)/);
  await expect(cards(page).nth(1)).toContainText('6');
  await expect(page.getByRole('columnheader', { name: /temp_max/ })).toBeVisible();

  // The reopened workbook (after a reload: nothing dropped in this page load) is the file a changed sheet re-parses.
  await openSettings(page);
  const reopenedSheet = page.getByRole('combobox', { name: UPLOAD_TEXT.sheet });
  await expect(reopenedSheet).toHaveValue('Weather');
  await reopenedSheet.selectOption('Stocks');
  const patchedBack = datasetPatched(page);
  await page.getByRole('button', { name: UPLOAD_TEXT.reparse }).click();
  await expect(intro(page)).toHaveText(`${name} · ${UPLOAD_TEXT.sheetRead('Stocks')}`, { timeout: 60_000 });
  await expect(cards(page).nth(0)).toContainText(/(?<!\d)60(?!\d)/);
  await expect(cards(page).nth(1)).toContainText('3');
  await expect(page.getByRole('columnheader', { name: /symbol/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /temp_max/ })).toHaveCount(0);
  // …and it updates the same saved entry with the first sheet.
  const back = await patchedBack;
  expect(back.ok()).toBe(true);
  expect(await savedRows(page, name)).toMatchObject([{ row_count: 60, import_settings: { sheet: 'Stocks' } }]);
});

test('a forced delimiter is saved with the dataset and reopening reads the kept file with it', async ({ page }) => {
  await signUp(page, newAccount('delimiter'));
  await page.goto('./');
  // Pipe-separated, with a comma in the header: detection reads it as comma-separated ("code|city", "country").
  const airports = 'code|city, country\nOSL|Oslo, Norway\nLIM|Lima, Peru\nBRN|Bern, Switzerland\nTYO|Tokyo, Japan\nNBO|Nairobi, Kenya\n';
  const name = `airports-${Date.now()}.csv`;
  const stored = storedOriginal(page);
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(airports) });
  await expect(page.getByRole('button', { name: /Continue to Dashboard/ })).toBeVisible({ timeout: 60_000 });
  expect((await stored).status()).toBe(200);
  await openSettings(page);
  await expect(page.getByRole('rowheader', { name: 'code|city' })).toBeVisible();

  await page.getByRole('combobox', { name: UPLOAD_TEXT.delimiter }).selectOption({ label: 'Pipe (|)' });
  const patched = datasetPatched(page);
  await page.getByRole('button', { name: UPLOAD_TEXT.reparse }).click();
  const update = await patched;
  expect(update.ok()).toBe(true);
  expect(await savedRows(page, name)).toMatchObject([{ import_settings: { delimiter: '|' } }]);
  await expect(page.locator('.tl-upload-settings__brief')).toHaveText(/^Pipe \(\|\) · UTF-8/, { timeout: 60_000 });
  await openSettings(page);
  await expect(page.getByRole('rowheader', { name: 'city, country' })).toBeVisible();

  await reopen(page, name.replace(/\.csv$/, ''));
  await expect(page.locator('.tl-upload-settings__brief')).toHaveText(/^Pipe \(\|\) · UTF-8/);
  await openSettings(page);
  await expect(page.getByRole('rowheader', { name: 'city, country' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'code|city' })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: 'code', exact: true })).toBeVisible();
});
