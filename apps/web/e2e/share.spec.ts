import { expect, test } from '@playwright/test';
import { DASHBOARD_TEXT, SHARE_TEXT } from '../src/messages/steps.js';
import { expectStepAccessible, startWorkflow } from './fixtures/workflow.js';

test.describe.configure({ timeout: 180_000 });

test('a public share link opens signed out; a private one does not', async ({ page, browser }) => {
  await startWorkflow(page);
  const toggle = page.getByRole('checkbox', { name: DASHBOARD_TEXT.share });
  await expect(toggle).toBeEnabled();
  await toggle.check();
  const link = page.locator('.tl-share__link');
  await expect(link).toBeVisible();
  const url = (await link.getAttribute('href'))!;
  expect(url).toMatch(/\/app\/share\/[0-9a-f-]{36}$/);

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(url);
  await expect(anon.locator('.tl-dash-grid > .tl-panel')).toHaveCount(4);
  await expect(anon.getByRole('region', { name: 'Data Summary' })).toContainText('36');
  await expect(anon.locator('.tl-dash-grid svg').first()).toBeVisible();
  await expectStepAccessible(anon, '.tl-share-page__body');

  // Back to private: the same link now shows the not-available state.
  await toggle.uncheck();
  await expect(link).toHaveCount(0);
  await page.waitForTimeout(500);
  await anon.goto(url);
  await expect(anon.getByRole('heading', { name: SHARE_TEXT.unavailableTitle })).toBeVisible();
  await anon.goto(url.replace(/[0-9a-f]{12}$/, '000000000000'));
  await expect(anon.getByRole('heading', { name: SHARE_TEXT.unavailableTitle })).toBeVisible();
  await visitor.close();
});
