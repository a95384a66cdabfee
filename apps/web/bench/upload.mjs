// Upload-screen measures (issue 6), each taken inside the page with performance.now():
// the initial JavaScript of /app/, file input change → summary cards with the long tasks in between,
// and one explorer keystroke → the changed row count.
import { gzipSync } from 'node:zlib';

/** Every script a fresh load of /app/ fetches before the network goes idle, gzip-compressed here. */
export async function initialJs(browser, base) {
  const page = await browser.newPage();
  const scripts = [];
  const onResponse = (res) => {
    if (res.request().resourceType() !== 'script') return;
    // a body that cannot be read any more (page closing) must not crash the run: it is reported as missing
    scripts.push(res.body().then((b) => ({ url: res.url(), raw: b.length, gz: gzipSync(b).length }), () => null));
  };
  page.on('response', onResponse);
  await page.goto(base, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const got = await Promise.all(scripts);
  const list = got.filter(Boolean);
  if (list.length !== got.length) throw new Error(`could not read ${got.length - list.length} script bodies`);
  await page.close();
  return { files: list.length, raw: list.reduce((s, x) => s + x.raw, 0), gzip: list.reduce((s, x) => s + x.gz, 0) };
}

/**
 * Picks `file` on the open upload screen and measures the change event → summary cards in the DOM,
 * the long tasks (> 50 ms, PerformanceObserver) in that span, and the longest one in the `settleMs`
 * after the cards (first render of chart and explorer, and whatever the app does in idle time).
 */
export async function uploadFile(page, file, settleMs = 2000, timeoutMs = 180_000) {
  await page.evaluate(() => {
    const w = window;
    w.__bench = { longtasks: [], t0: 0, t1: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: false });
    document.addEventListener('change', () => (w.__bench.t0 = performance.now()), { capture: true, once: true });
    const seen = () => {
      if (!w.__bench.t1 && document.querySelector('[data-testid="summary-cards"]')) w.__bench.t1 = performance.now();
    };
    new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('input[type="file"]').setInputFiles(file);
  // the cards, or the upload screen's error (a refused or failed file): fail fast instead of timing out
  await page.locator('[data-testid="summary-cards"], .tl-upload-error').first().waitFor({ timeout: timeoutMs });
  if (await page.locator('.tl-upload-error').count()) throw new Error(`upload error: ${(await page.locator('.tl-upload-error').first().textContent())?.trim()}`);
  await page.locator('.tl-explorer__count').waitFor({ timeout: timeoutMs });
  await page.waitForTimeout(settleMs);
  return page.evaluate(() => {
    const b = window.__bench;
    const during = b.longtasks.filter((t) => t.start >= b.t0 && t.start < b.t1);
    const after = b.longtasks.filter((t) => t.start >= b.t1);
    return {
      ms: b.t1 - b.t0,
      longestWhileParsing: Math.max(0, ...during.map((t) => t.duration)),
      longTasksWhileParsing: during.length,
      longestAfterCards: Math.max(0, ...after.map((t) => t.duration)),
      sinceCards: performance.now() - b.t1,
    };
  });
}

/** One key in the explorer's search box: its input event → the row count text changes (debounce included). */
export async function keystroke(page, key) {
  await page.evaluate(() => {
    const w = window;
    const count = document.querySelector('.tl-explorer__count');
    const box = document.querySelector('.tl-explorer__search');
    w.__key = { t0: 0, t1: 0, before: count.textContent };
    box.addEventListener('input', () => (w.__key.t0 = performance.now()), { capture: true, once: true });
    const obs = new MutationObserver(() => {
      if (count.textContent !== w.__key.before) {
        w.__key.t1 = performance.now();
        obs.disconnect();
      }
    });
    obs.observe(count, { childList: true, subtree: true, characterData: true });
  });
  await page.keyboard.press(key);
  await page.waitForFunction(() => window.__key.t1 > 0, null, { timeout: 30_000 });
  return page.evaluate(() => window.__key.t1 - window.__key.t0);
}
