import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_TEXT, KPI_TEXT, PORTFOLIO_TEXT, TREND_TEXT } from '../src/messages/steps.js';
import { CHART_CONTROLS_TEXT, UPLOAD_TEXT } from '../src/messages/upload.js';
import { dismissToasts } from './fixtures/app.js';
import { signInDemo } from './fixtures/workflow.js';

test.describe.configure({ timeout: 600_000 });

const vega = (name: string) => fileURLToPath(new URL(`../node_modules/vega-datasets/data/${name}`, import.meta.url));

/**
 * Every ISO date or period (2004-08, 2014-12-28) in the page's visible text that the browser laid out over two lines
 * ("2004-" / "08": Chromium breaks after a hyphen before digits), with the text around it. SVG text never wraps.
 */
function splitDates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('svg, .visually-hidden')) continue;
      for (const m of text.matchAll(/\b\d{4}-\d{2}(?:-\d{2})?\b/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) out.push(`${m[0]} in "${text.slice(Math.max(0, m.index - 40), m.index + 20)}"`);
      }
    }
    return out;
  });
}

/** WCAG contrast of two computed colours ('rgb(232, 235, 242)'). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Waits for the step's content and for nothing to be loading. */
async function settled(page: Page, ready: string): Promise<void> {
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 300_000 });
  await expect(page.locator('.tl-spinner')).toHaveCount(0, { timeout: 300_000 });
  await dismissToasts(page);
}

// Issue 13 at 375 px: ISO dates and periods broke at their hyphen ("2004-" / "08") in notes, KPI cards, the trend and
// the report. Every step of stocks.csv (GOOG's 2004-08 span note, monthly KPIs, weekly trend) in dark mode at 375 px.
// And a dashboard panel's "Customize" looked disabled beside "Export" in dark mode (muted text on a smaller box).
test('dark, 375 px: no ISO date is split over two lines on any step, and Customize reads as the button Export is, on its line at 1280 px (stocks.csv)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signInDemo(page);
  await page.goto('./');
  await page.getByTestId('file-input').setInputFiles(vega('stocks.csv'));
  await expect(page.getByText(UPLOAD_TEXT.uploadSuccessToast)).toBeVisible({ timeout: 300_000 });
  const seen: Record<string, string[]> = {};
  await settled(page, '.tl-upload-card svg');
  seen.upload = await splitDates(page);
  await page.getByRole('button', { name: UPLOAD_TEXT.continue }).click();
  await settled(page, '.tl-dash-grid svg');
  seen.dashboard = await splitDates(page);
  const customize = page.locator('.tl-panel-customize > summary', { hasText: CHART_CONTROLS_TEXT.customize }).first();
  await expect(customize).toBeVisible();
  const look = await customize.evaluate((summary) => {
    const exportButton = summary.closest('.tl-panel')!.querySelector('.tl-panel__export button')!;
    const [c, e] = [getComputedStyle(summary), getComputedStyle(exportButton)];
    return { color: c.color, exportColor: e.color, background: c.backgroundColor, height: summary.getBoundingClientRect().height, exportHeight: exportButton.getBoundingClientRect().height, weight: c.fontWeight, exportWeight: e.fontWeight };
  });
  expect({ color: look.color, height: look.height, weight: look.weight }).toEqual({ color: look.exportColor, height: look.exportHeight, weight: look.exportWeight });
  expect(contrast(look.color, look.background)).toBeGreaterThanOrEqual(4.5);
  // at 1280 px Customize stays on Export's line beside every title, the long 'mean price by month, one line per symbol' too
  await page.setViewportSize({ width: 1280, height: 900 });
  const rows = () =>
    page.locator('.tl-dash-grid .tl-panel__head').evaluateAll((heads) =>
      heads.filter((h) => h.querySelector('.tl-panel-customize')).map((h) => {
        const top = (sel: string) => Math.round(h.querySelector(sel)!.getBoundingClientRect().top);
        return { title: h.querySelector('.tl-panel__title')!.textContent, sameLine: top('.tl-panel__export button') === top('.tl-panel-customize > summary') };
      }),
    );
  await expect.poll(async () => (await rows()).length).toBe(3);
  expect(await rows()).toEqual((await rows()).map((r) => ({ title: r.title, sameLine: true })));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: new RegExp(DASHBOARD_TEXT.continue) }).click();
  await settled(page, '.tl-kpi-card');
  seen.kpi = await splitDates(page);
  await page.getByRole('button', { name: new RegExp(KPI_TEXT.continue) }).click();
  await settled(page, '.tl-stepscreen h1');
  seen.portfolio = await splitDates(page);
  await page.getByRole('button', { name: new RegExp(PORTFOLIO_TEXT.continue) }).click();
  await settled(page, '.tl-trend-chart svg');
  seen.trends = await splitDates(page);
  await page.getByRole('button', { name: TREND_TEXT.generateReport }).click();
  await settled(page, '.tl-report');
  seen.report = await splitDates(page);
  expect(seen).toEqual({ upload: [], dashboard: [], kpi: [], portfolio: [], trends: [], report: [] });
});
