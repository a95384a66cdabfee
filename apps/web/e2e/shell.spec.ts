import { expect, test } from '@playwright/test';
import { SHELL } from '../src/messages/shell.js';
import { expectAccessible, newAccount, signUp, snap, userMenu } from './fixtures/app.js';

test('a signed-out visitor is sent from a protected route to /app/', async ({ page }) => {
  for (const path of ['settings', 'kpi', 'report']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/app\/$/);
  }
});

test('unknown app paths go to /app/', async ({ page }) => {
  await page.goto('no/such/page');
  await expect(page).toHaveURL(/\/app\/$/);
});

test('the sidebar locks steps until their turn and shows the progress hint', async ({ page }) => {
  await page.goto('./');
  const nav = page.getByRole('navigation', { name: 'Workflow' });
  await expect(nav.getByRole('link', { name: /Data Upload/ })).toBeVisible();
  await expect(nav.getByText('Start by uploading your data')).toBeVisible();
  for (const label of ['Dashboard', 'KPI Tracker', 'Portfolio', 'Trend Analysis', 'Analytics Report']) {
    await expect(nav.getByRole('link', { name: new RegExp(label) })).toHaveCount(0);
    await expect(nav.getByText(label)).toBeVisible();
  }
  await expect(page.getByRole('progressbar', { name: 'Workflow progress' })).toHaveAttribute('aria-valuenow', '0');
});

test('header: site links, no invented notifications, theme toggle remembered across reloads', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
  await page.getByRole('button', { name: /Notifications/ }).click();
  // Issue 17: only real events; signed out there are none — the empty state, not the spec's three samples.
  await expect(page.getByRole('menuitem')).toHaveCount(1);
  await expect(page.getByRole('menuitem')).toContainText('No notifications yet');
  await expect(page.getByRole('menuitem')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(page.locator('html')).toHaveAttribute('data-theme', after);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', after);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(after);
});

test('the user menu shows the e-mail prefix and Premium Plan and leads to settings', async ({ page }) => {
  const a = newAccount('menu');
  await signUp(page, a);
  await userMenu(page, a).click();
  for (const name of ['Profile', 'Settings', 'Website Home', 'Sign Out']) await expect(page.getByRole('menuitem', { name })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
});

test("protected screens show 'Loading TALLYLINE...' until the session is read", async ({ page }) => {
  const a = newAccount('loading');
  await signUp(page, a);
  // Hold the config so the session cannot be read yet.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/app/config.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('settings');
  await expect(page.getByText(SHELL.loading)).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('at 375 px the sidebar hides behind a menu button and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await page.goto('./');
  const nav = page.getByRole('navigation', { name: 'Workflow' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await snap(page, 'shell-375-menu-open');
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('screens in light and dark, desktop and 375 px', async ({ page }) => {
  const a = newAccount('shots');
  await signUp(page, a);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    for (const [w, h, tag] of [[1280, 800, 'desktop'], [375, 780, 'mobile']] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto('settings');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expectAccessible(page);
      await snap(page, `settings-${theme}-${tag}`);
      await page.goto('./');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await snap(page, `upload-shell-${theme}-${tag}`);
    }
  }
});
