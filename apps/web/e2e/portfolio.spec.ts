import { expect, test } from '@playwright/test';
import { PORTFOLIO_GROUPS_TEXT, PORTFOLIO_TEXT, STEP_TOASTS } from '../src/messages/steps.js';
import { dismissToasts, expectToasted } from './fixtures/app.js';
import { expectStepAccessible, startHoldingsPortfolio, startWorkflow, waitForSavedWorkflow } from './fixtures/workflow.js';

test.describe.configure({ timeout: 300_000 });

test('portfolio edit round trip on holdings: add with validation, edit, remove, save, cancel', async ({ page }) => {
  await startHoldingsPortfolio(page);

  const holdings = page.getByRole('region', { name: 'Holdings' });
  await page.getByRole('button', { name: PORTFOLIO_TEXT.customize }).click();
  await expectStepAccessible(page);
  const form = page.getByRole('form', { name: 'Add asset' });
  await form.getByLabel('Symbol').fill('acme');
  await expect(form.getByLabel('Symbol')).toHaveValue('ACME');
  await form.getByRole('button', { name: 'Add Asset' }).click();
  await expectToasted(page, STEP_TOASTS.assetInvalid);
  await form.getByLabel('Name').fill('Acme Corp');
  await form.getByLabel('Quantity').fill('10');
  await form.getByLabel('Price').fill('2.5');
  await form.getByRole('button', { name: 'Add Asset' }).click();
  await expectToasted(page, STEP_TOASTS.assetAdded);
  const acme = holdings.getByRole('row', { name: /ACME/ });
  await expect(acme).toContainText('$25.00');

  // Prices are shown by core's formatNumber (never '6.557878315132601') and read by its parseNumber.
  for (const price of await page.getByRole('textbox', { name: /^Price of / }).all()) {
    expect(await price.inputValue()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  }
  const quantity = page.getByRole('textbox', { name: 'Quantity of ACME' });
  await quantity.fill('20');
  await expect(acme).toContainText('$50.00');
  await quantity.fill('12abc'); // parseFloat read 12; now it is no number and changes nothing
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(acme).toContainText('$50.00');
  await quantity.blur();
  await expect(quantity).toHaveValue('20');
  await page.getByRole('button', { name: 'Remove AAPL' }).click();
  await expectToasted(page, STEP_TOASTS.assetRemoved);
  await page.getByLabel(PORTFOLIO_TEXT.editName).fill('My mix');
  await page.getByRole('button', { name: PORTFOLIO_TEXT.save }).click();
  await expectToasted(page, STEP_TOASTS.customizationSaved);
  await expect(page.getByText(STEP_TOASTS.portfolioSaveFailed)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My mix' })).toBeVisible();
  await expect(page.getByRole('heading', { name: PORTFOLIO_TEXT.complete })).toBeVisible();
  await expect(holdings.getByRole('row', { name: /ACME/ })).toContainText('$50.00');
  await expect(holdings.getByRole('row', { name: /AAPL/ })).toHaveCount(0);
  await expect(holdings.getByRole('row')).toHaveCount(6); // header + 4 remaining symbols + ACME

  // Cancel leaves without saving. (Close the toasts first: they sit over the header's buttons.)
  await dismissToasts(page);
  await page.getByRole('button', { name: PORTFOLIO_TEXT.customize }).click();
  await page.getByRole('button', { name: 'Remove ACME' }).click();
  await page.getByRole('button', { name: PORTFOLIO_TEXT.cancel }).click();
  await expect(holdings.getByRole('row', { name: /ACME/ })).toBeVisible();
});

// Issue 13 tour: 'Customize Portfolio' on sales by region offered holdings editing, and saving turned the groups into
// holdings (quantity = rows, price = mean). A groups view offers only its name and description, and stays groups.
test('a groups view is renamed, not turned into holdings, and reopens as groups', async ({ page }) => {
  await startWorkflow(page);
  await page.goto('portfolio');
  await expect(page.getByRole('heading', { name: PORTFOLIO_GROUPS_TEXT.complete })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: PORTFOLIO_TEXT.customize })).toHaveCount(0);
  await page.getByRole('button', { name: PORTFOLIO_GROUPS_TEXT.customize }).click();
  await expect(page.getByLabel(PORTFOLIO_TEXT.editName)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add asset' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Holdings' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Price of / })).toHaveCount(0);
  await expectStepAccessible(page);
  await page.getByLabel(PORTFOLIO_TEXT.editName).fill('Sales per region');
  await page.getByRole('button', { name: PORTFOLIO_TEXT.save }).click();
  await expect(page.getByRole('heading', { name: 'Sales per region', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: PORTFOLIO_GROUPS_TEXT.complete })).toBeVisible();
  await expect(page.getByRole('heading', { name: PORTFOLIO_TEXT.complete })).toHaveCount(0);
  await expect(page.getByText(STEP_TOASTS.portfolioSaveFailed)).toHaveCount(0);

  await waitForSavedWorkflow(page, { portfolioName: 'Sales per region' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sales per region', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: PORTFOLIO_GROUPS_TEXT.complete })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Holdings' })).toHaveCount(0);
});
