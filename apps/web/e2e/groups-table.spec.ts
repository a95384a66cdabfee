import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { PORTFOLIO_GROUPS_TEXT } from '../src/messages/steps.js';
import { dismissToasts } from './fixtures/app.js';
import { signInDemo } from './fixtures/workflow.js';

test.describe.configure({ timeout: 300_000 });

const weather = fileURLToPath(new URL('../node_modules/vega-datasets/data/seattle-weather.csv', import.meta.url));

// Issue 13: at 375 px in dark mode the groups view's change columns were off to the right with nothing saying so.
// They scroll inside the table's own box, which has a visible edge and a shadow at the side with columns behind it.
test('the groups table at 375 px keeps the page still and shows a scroll cue, light and dark', async ({ page }) => {
  await signInDemo(page);
  await page.goto('./');
  await page.getByTestId('file-input').setInputFiles(weather);
  await page.getByRole('button', { name: /Continue to Dashboard/ }).click();
  await expect(page.getByRole('button', { name: /Continue to KPIs/ })).toBeVisible({ timeout: 120_000 });
  await page.goto('portfolio');
  const box = page.getByRole('region', { name: `${PORTFOLIO_GROUPS_TEXT.groupsTitle} table` });
  await expect(box).toBeVisible({ timeout: 120_000 });
  await dismissToasts(page);
  const change = box.getByRole('columnheader', { name: PORTFOLIO_GROUPS_TEXT.changeColumnPercent });

  const shadows: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.setViewportSize({ width: 375, height: 812 });
    await box.evaluate((el) => (el.scrollLeft = 0));
    // the page itself never scrolls sideways: the table scrolls inside its box
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const look = await box.evaluate((el) => {
      const cs = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return { hidden: el.scrollWidth - el.clientWidth, overflow: cs.overflowX, cue: cs.backgroundImage, border: cs.borderTopWidth, right: r.right, shadow: cs.getPropertyValue('--scroll-shadow').trim() };
    });
    expect(look.hidden, `${theme}: columns behind the right edge`).toBeGreaterThan(0);
    expect(look.overflow).toBe('auto');
    expect(look.right).toBeLessThanOrEqual(375);
    expect(look.border).toBe('1px');
    // the cue: two covers that scroll with the rows and two edge shadows (deeper on a dark surface)
    expect(look.cue.match(/radial-gradient/g)).toHaveLength(2);
    expect(look.shadow).not.toBe('');
    shadows.push(look.shadow);
    await box.screenshot({ path: test.info().outputPath(`groups-table-375-${theme}-start.png`) });
    // scrolled to the end, the change column is on screen
    await box.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect.poll(async () => (await change.boundingBox())!.x + (await change.boundingBox())!.width).toBeLessThanOrEqual(376);
    await page.screenshot({ path: test.info().outputPath(`portfolio-375-${theme}-end.png`), fullPage: true });
  }
  // a dark surface gets its own, deeper shadow (the light one barely shows on it)
  expect(shadows[1]).not.toBe(shadows[0]);
});
