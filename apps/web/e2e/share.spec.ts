import { expect, test } from '@playwright/test';
import { DASHBOARD_TEXT, SHARE_TEXT } from '../src/messages/steps.js';
import { expectStepAccessible, startWorkflow } from './fixtures/workflow.js';

test.describe.configure({ timeout: 300_000 });
// Each wait after a navigation or a server round trip: generous, the CI machine runs at load 40.
const SLOW = { timeout: 60_000 };

test('a share link opens signed out; a new link replaces it; a revoked or altered one does not open', async ({ page, browser }) => {
  await startWorkflow(page);
  const toggle = page.getByRole('checkbox', { name: DASHBOARD_TEXT.share });
  await expect(toggle).toBeEnabled(SLOW);
  // The switch turns on once the server has made the link (check() would expect it at once).
  await toggle.click();
  await expect(toggle).toBeChecked(SLOW);
  const link = page.locator('.tl-share__link');
  await expect(link).toBeVisible(SLOW);
  const url = (await link.getAttribute('href'))!;
  // The link carries an unguessable token, not the dashboard's row id.
  expect(url).toMatch(/\/app\/share\/[A-Za-z0-9_-]{43}$/);

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(url);
  await expect(anon.locator('.tl-dash-grid > .tl-panel')).toHaveCount(4, SLOW);
  await expect(anon.getByRole('region', { name: 'Data Summary' })).toContainText('36', SLOW);
  await expect(anon.locator('.tl-dash-grid svg').first()).toBeVisible(SLOW);
  await expectStepAccessible(anon, '.tl-share-page__body');

  // A new link: the old one stops working, the new one opens.
  await page.getByRole('button', { name: DASHBOARD_TEXT.newLink }).click();
  await expect(link).not.toHaveAttribute('href', url, SLOW);
  const renewed = (await link.getAttribute('href'))!;
  await anon.goto(url);
  await expect(anon.getByRole('heading', { name: SHARE_TEXT.unavailableTitle })).toBeVisible(SLOW);
  await anon.goto(renewed);
  await expect(anon.locator('.tl-dash-grid > .tl-panel')).toHaveCount(4, SLOW);

  // Revoked: the same link now shows the not-available state, as does an altered one.
  await page.getByRole('button', { name: DASHBOARD_TEXT.revokeLink }).click();
  await expect(link).toHaveCount(0, SLOW);
  await expect(toggle).not.toBeChecked(SLOW);
  await anon.goto(renewed);
  await expect(anon.getByRole('heading', { name: SHARE_TEXT.unavailableTitle })).toBeVisible(SLOW);
  await anon.goto(renewed.replace(/.{6}$/, 'AAAAAA'));
  await expect(anon.getByRole('heading', { name: SHARE_TEXT.unavailableTitle })).toBeVisible(SLOW);
  await visitor.close();
});
