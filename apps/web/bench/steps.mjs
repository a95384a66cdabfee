// Steps measures (issue 7): each workflow step renders within 1 s after 'Continue' for a 100 MB
// dataset, and its charts draw at most a few hundred marks. Run from run.mjs on the signed-in page
// that has just uploaded the big file.

/** The steps in order: the button that leaves the previous screen, and what shows the next one is drawn. */
export const STEPS = [
  { step: 2, name: 'Dashboard', button: /Continue to Dashboard/, ready: '.tl-dash-grid .tl-chart svg, .tl-dash-grid svg' },
  { step: 3, name: 'KPIs', button: /Continue to KPIs/, ready: '.tl-kpi-card' },
  { step: 4, name: 'Portfolio', button: /Continue to Portfolio/, ready: '.tl-holdings__table' },
  { step: 5, name: 'Trends', button: /Continue to Trends/, ready: '.tl-trend-chart svg' },
  { step: 6, name: 'Report', button: /Create Report/, ready: '.tl-report' },
];

/** Click → the step's content in the DOM, timed inside the page (performance.now at the click and at the mutation). */
async function timeStep(page, { button, ready }) {
  await page.evaluate((selector) => {
    const w = window;
    w.__step = { t0: 0, t1: 0 };
    document.addEventListener('click', () => (w.__step.t0 = performance.now()), { capture: true, once: true });
    const obs = new MutationObserver(() => {
      if (w.__step.t0 && !w.__step.t1 && document.querySelector(selector)) {
        w.__step.t1 = performance.now();
        obs.disconnect();
      }
    });
    obs.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, ready);
  await page.getByRole('button', { name: button }).first().click();
  await page.waitForFunction(() => window.__step.t1 > 0, null, { timeout: 60_000 });
  const ms = await page.evaluate(() => window.__step.t1 - window.__step.t0);
  // Marks drawn: every SVG shape element on the screen.
  const marks = await page.evaluate(() => document.querySelectorAll('main svg path, main svg rect, main svg circle, main svg line').length);
  return { ms, marks };
}

/** Presses each Continue in turn after `readMs` of "reading"; resolves to [{ step, name, ms, marks }]. */
export async function measureSteps(page, readMs) {
  const results = [];
  for (const s of STEPS) {
    await page.waitForTimeout(readMs);
    const r = await timeStep(page, s);
    results.push({ step: s.step, name: s.name, ...r });
  }
  return results;
}
