import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { PORTFOLIO_GROUPS_TEXT } from '../src/messages/steps.js';
import { dismissToasts } from './fixtures/app.js';
import { signInDemo } from './fixtures/workflow.js';

test.describe.configure({ timeout: 300_000 });

const weather = fileURLToPath(new URL('../node_modules/vega-datasets/data/seattle-weather.csv', import.meta.url));

// Issue 13: at 375 px the change columns sat behind the table's right edge until scrolled sideways. On a phone each
// group is a card: its name and change on the first line, each other figure below, named by its column; nothing
// scrolls. At 1280 px it stays the plain table, one line per group.
test('the groups table is cards at 375 px (light and dark) with the change beside each name, and a table at 1280 px', async ({ page }) => {
  await signInDemo(page);
  await page.goto('./');
  await page.getByTestId('file-input').setInputFiles(weather);
  await page.getByRole('button', { name: /Continue to Dashboard/ }).click();
  await expect(page.getByRole('button', { name: /Continue to KPIs/ })).toBeVisible({ timeout: 120_000 });
  await page.goto('portfolio');
  const box = page.getByRole('region', { name: `${PORTFOLIO_GROUPS_TEXT.groupsTitle} table` });
  await expect(box).toBeVisible({ timeout: 120_000 });
  await dismissToasts(page);
  // each group's row: where its name and change sit, the labels its figures carry, and the header row's height
  const layout = () =>
    box.evaluate((el) => ({
      hidden: el.scrollWidth - el.clientWidth,
      headerHeight: el.querySelector('thead')!.getBoundingClientRect().height,
      rows: [...el.querySelectorAll('tbody tr')].map((tr) => {
        const name = tr.querySelector('th')!.getBoundingClientRect();
        const change = tr.querySelector('.tl-groups-change')!.getBoundingClientRect();
        const cells = [...tr.querySelectorAll('td')];
        return {
          group: tr.querySelector('th')!.textContent,
          changeOnNameLine: Math.abs(change.top - name.top) < name.height,
          changeRight: change.right,
          lines: new Set(cells.map((c) => Math.round(c.getBoundingClientRect().top))).size,
          // the label's alt text is empty (content: … / ''): the header row names the cell for a screen reader
          labels: cells.map((c) => getComputedStyle(c, '::before').content.replace(/ \/ ""$/, '')),
        };
      }),
    }));

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.setViewportSize({ width: 375, height: 812 });
    // the page never scrolls sideways, and neither does the table: every figure is on screen
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expect.poll(async () => (await layout()).hidden).toBeLessThanOrEqual(0);
    const phone = await layout();
    expect(phone.rows.map((r) => r.group)).toEqual(['rain', 'snow', 'drizzle', 'fog', 'sun']);
    for (const r of phone.rows) {
      expect(r.changeOnNameLine, `${theme}: ${r.group}'s change beside its name`).toBe(true);
      expect(r.changeRight).toBeLessThanOrEqual(375);
      // value, share, earlier, later on lines of their own below the name, each named by its column
      expect(r.lines).toBe(5);
      expect(r.labels).toEqual(['"sum precipitation"', `"${PORTFOLIO_GROUPS_TEXT.shareColumn}"`, `"${PORTFOLIO_GROUPS_TEXT.earlierColumn('sum')}"`, `"${PORTFOLIO_GROUPS_TEXT.laterColumn('sum')}"`, `"${PORTFOLIO_GROUPS_TEXT.changeColumnPercent}"`]);
    }
    // the header row is there for screen readers, not drawn over the cards
    expect(phone.headerHeight).toBeLessThanOrEqual(1);
    await box.screenshot({ path: test.info().outputPath(`groups-table-375-${theme}.png`) });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(async () => (await layout()).headerHeight).toBeGreaterThan(10);
  const desktop = await layout();
  expect(desktop.hidden).toBeLessThanOrEqual(0);
  // one line per group, no labels drawn in the cells
  expect(desktop.rows.every((r) => r.lines === 1 && r.labels.every((l) => l === 'none' || l === 'normal'))).toBe(true);
  await box.screenshot({ path: test.info().outputPath('groups-table-1280-dark.png') });
});
