import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInDemo, uploadCsv } from './fixtures/workflow.js';

/** Today as the export writes it (the browser's local day; the test runs on the same machine). */
async function today(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
}

/** Picks 'Download <format>' in the Export menu of `scope` and answers the downloaded file. */
async function exportChart(page: Page, scope: Locator, format: 'PNG' | 'SVG') {
  await scope.getByRole('button', { name: /^Export / }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: `Download ${format}` }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** Each category's fill in the bars and slices below `scope`, read from their tooltips ('North: 1,200'). */
async function categoryFills(scope: Locator): Promise<Record<string, string>> {
  return scope.locator('[data-testid="chart-bar"], [data-testid="chart-slice"]').evaluateAll((els) =>
    Object.fromEntries(els.map((el) => [(el.textContent ?? '').split(':')[0]!, getComputedStyle(el).fill])),
  );
}

test('a chart exports as SVG and 2× PNG with its title, legend, axis names, source and date; a category keeps its colour', async ({ page }) => {
  await signInDemo(page);
  await uploadCsv(page);
  const card = page.locator('section.tl-upload-card', { has: page.locator('#tl-chart-title') });
  await page.getByRole('radio', { name: 'Bar' }).click();
  await card.getByLabel('Category / x').selectOption('region');
  await expect(card.getByTestId('chart-bar').first()).toBeVisible();
  const title = (await page.locator('#tl-chart-title').textContent())!;
  const date = await today(page);

  // SVG: a standalone file with what makes it worth sharing
  const svg = await exportChart(page, card, 'SVG');
  expect(svg.name).toMatch(/\.svg$/);
  const text = svg.bytes.toString('utf8');
  expect(text.startsWith('<svg')).toBe(true);
  const doc = await page.evaluate((t) => {
    const d = new DOMParser().parseFromString(t, 'image/svg+xml');
    const part = (name: string) => d.querySelector(`[data-part="${name}"]`)?.textContent ?? null;
    return {
      error: d.querySelector('parsererror')?.textContent ?? null,
      title: part('title'),
      x: part('x-label'),
      y: part('y-label'),
      source: part('source'),
      legend: [...d.querySelectorAll('[data-part="legend"] text')].map((e) => e.textContent),
      bars: d.querySelectorAll('[data-testid="chart-bar"]').length,
      width: Number(d.documentElement.getAttribute('width')),
      height: Number(d.documentElement.getAttribute('height')),
      unresolved: t.includes('var(--'),
    };
  }, text);
  expect(doc.error).toBeNull();
  expect(doc.title).toBe(title);
  expect(doc.x).toBeTruthy();
  expect(doc.y).toMatch(/sales|units|Count/);
  expect(doc.source).toBe(`Source: sales.csv · Exported ${date}`);
  expect(doc.bars).toBeGreaterThan(0);
  expect(doc.legend.length).toBe(doc.bars);
  expect(doc.unresolved).toBe(false); // theme colours resolved: it looks the same outside the app

  // PNG: the same picture drawn at 2×
  const png = await exportChart(page, card, 'PNG');
  expect(png.name).toBe(svg.name.replace(/\.svg$/, '.png'));
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.bytes.readUInt32BE(16)).toBe(doc.width * 2);
  expect(png.bytes.readUInt32BE(20)).toBe(doc.height * 2);

  // The same category has the same colour on the dashboard's panels as on the upload chart.
  const uploadFills = await categoryFills(card);
  await page.getByRole('button', { name: /Continue to Dashboard/ }).click();
  const grid = page.locator('.tl-dash-grid');
  await expect(grid.locator('svg').first()).toBeVisible({ timeout: 20_000 });
  const panels = grid.locator('section.tl-panel');
  const seen: Record<string, string> = { ...uploadFills };
  let shared = 0;
  for (const panel of await panels.all()) {
    for (const [label, fill] of Object.entries(await categoryFills(panel))) {
      if (seen[label] !== undefined) {
        shared++;
        expect(fill, `${label} in panel ${await panel.getAttribute('aria-label')}`).toBe(seen[label]);
      }
      seen[label] = fill;
    }
  }
  expect(shared).toBeGreaterThan(0);

  // A dashboard panel exports too, with the file as its source.
  const chartPanel = panels.filter({ has: page.getByRole('button', { name: /^Export / }) }).first();
  const panelSvg = await exportChart(page, chartPanel, 'SVG');
  expect(panelSvg.bytes.toString('utf8')).toContain(`Source: sales.csv · Exported ${date}`);
});
