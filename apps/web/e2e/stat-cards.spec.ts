import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PORTFOLIO_TEXT, STEP_TOASTS } from '../src/messages/steps.js';
import { dismissToasts, expectToasted } from './fixtures/app.js';
import { startHoldingsPortfolio } from './fixtures/workflow.js';

/** Lines each summary-card figure takes (line boxes of its text) and whether it overflows its card. */
async function figures(page: Page) {
  return page.locator('.tl-stat-cards .tl-stat-card__value').evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      const card = el.parentElement!.getBoundingClientRect();
      const box = range.getBoundingClientRect();
      return { text: el.textContent ?? '', lines, inside: box.left >= card.left - 0.5 && box.right <= card.right + 0.5 };
    }),
  );
}

// orders-4 of issue 13: "$41,800,907.84" broke as "$41,800,907.8 / 4" in the Total Value card at 1280 px.
// (The order file's groups view has no holdings editor since d694b7c; a holdings file, POSITIONS_CSV, gets the long total instead.)
test('a long portfolio total stays on one line inside its card at 1280, 1440 and 375 px, light and dark', async ({ page }) => {
  await startHoldingsPortfolio(page);
  // issue 13: one row per holding and no date say nothing about how they did — "—" and why, never "+0.0%" / "0.0%"
  const performance = page.getByRole('list', { name: 'Portfolio summary' }).getByRole('listitem').filter({ hasText: 'Performance' });
  await expect(performance).toHaveText(`Performance—${PORTFOLIO_TEXT.noEarlierPrices}`);
  await expect(page.getByText(PORTFOLIO_TEXT.noChangeChart)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Holdings' }).getByRole('row', { name: /AAPL/ }).getByRole('cell').nth(2)).toHaveText('—');
  await page.getByRole('button', { name: PORTFOLIO_TEXT.customize }).click();
  const form = page.getByRole('form', { name: 'Add asset' });
  await form.getByLabel('Symbol').fill('BIG');
  await form.getByLabel('Name').fill('Big holding');
  await form.getByLabel('Quantity').fill('1000000');
  await form.getByLabel('Price').fill('41.8');
  await form.getByRole('button', { name: 'Add Asset' }).click();
  await expectToasted(page, STEP_TOASTS.assetAdded);
  await page.getByRole('button', { name: PORTFOLIO_TEXT.save }).click();
  await expectToasted(page, STEP_TOASTS.customizationSaved);
  await dismissToasts(page);
  // an added holding has no earlier price either: the performance stays unknown after Save Changes
  await expect(performance).toHaveText(`Performance—${PORTFOLIO_TEXT.noEarlierPrices}`);
  const out = test.info().outputPath('shots');
  mkdirSync(out, { recursive: true });

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    for (const width of [1280, 1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      // the total: 41,800,000 plus the five positions' 3,920: $41,803,920.00, 14 characters
      await expect(page.locator('.tl-stat-cards .tl-stat-card__value').first()).toHaveText('$41,803,920.00');
      await expect.poll(async () => (await figures(page)).filter((f) => f.lines !== 1 || !f.inside), { message: `${width} px ${theme}` }).toEqual([]);
      await page.locator('.tl-stat-cards').first().screenshot({ path: `${out}/portfolio-cards-${width}-${theme}.png` });
    }
  }
});
