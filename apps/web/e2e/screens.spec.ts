import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PORTFOLIO_GROUPS_TEXT, PORTFOLIO_TEXT } from '../src/messages/steps.js';
import { dismissToasts } from './fixtures/app.js';
import { signInDemo, uploadCsv } from './fixtures/workflow.js';

test.describe.configure({ timeout: 300_000 });

// UPDATE_SCREENSHOTS=1 writes the README's pictures to docs/screenshots; otherwise test-results.
const dir = join(import.meta.dirname, '..', 'test-results', 'step-screens');
// UPDATE_SCREENSHOTS=1 refreshes the curated shots in docs/screenshots (the names already there), nothing more.
const docs = join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');
const curated = process.env.UPDATE_SCREENSHOTS === '1' ? new Set(readdirSync(docs)) : new Set<string>();

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

/** Light and dark, desktop and 375 px: no horizontal overflow, and a screenshot of each. */
async function shoot(page: Page, screen: string, ready: string) {
  await dismissToasts(page);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await expect(page.locator(ready).first()).toBeVisible();
      await page.waitForTimeout(300); // charts re-measure their width
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) console.log(await page.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 12).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`).join('\n')));
      expect(overflow, `${screen} ${size.name} ${theme} overflows horizontally`).toBeLessThanOrEqual(0);
      const name = `${screen}-${size.name}-${theme}.png`;
      await page.screenshot({ path: join(curated.has(name) ? docs : dir, name), fullPage: true, animations: 'disabled' });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('every step screen fits light and dark, desktop and 375 px', async ({ page, browser }) => {
  mkdirSync(dir, { recursive: true });
  await signInDemo(page);
  await page.goto('dashboard');
  await shoot(page, 'no-data', '.tl-empty');

  await uploadCsv(page);
  await shoot(page, 'upload-loaded', '.tl-upload-card svg');
  await page.getByRole('button', { name: /Continue to Dashboard/ }).click();
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await shoot(page, 'dashboard', '.tl-dash-grid svg');
  await page.goto('kpi');
  await shoot(page, 'kpi', '.tl-kpi-card');
  await page.goto('portfolio');
  await shoot(page, 'portfolio', '.tl-groups-table'); // sales by region: groups, not holdings (issue 13)
  // a groups view's edit is its name and description (d694b7c): no holdings editor, no add-asset form
  await page.getByRole('button', { name: PORTFOLIO_GROUPS_TEXT.customize }).click();
  await shoot(page, 'portfolio-edit', '.tl-edit-details');
  await page.getByRole('button', { name: PORTFOLIO_TEXT.cancel }).click();
  await page.goto('trends');
  await shoot(page, 'trends', '.tl-trend-chart svg');
  await page.goto('report');
  await shoot(page, 'report', '.tl-report');

  await page.goto('dashboard');
  // The switch turns on once the server has made the link (check() would expect it at once).
  const toggle = page.getByRole('checkbox', { name: /Share publicly/ });
  await expect(toggle).toBeEnabled({ timeout: 60_000 });
  await toggle.click();
  await expect(toggle).toBeChecked({ timeout: 60_000 });
  const link = page.locator('.tl-share__link');
  await expect(link).toBeVisible({ timeout: 60_000 });
  const url = (await link.getAttribute('href'))!;
  const anon = await (await browser.newContext()).newPage();
  await anon.goto(url);
  await shoot(anon, 'share', '.tl-dash-grid svg');
});
