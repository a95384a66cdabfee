// Issue 15 "no main-thread task > 100 ms after the cards": the chart card's first drawing, alone.
// Builds bench/chartdraw (one @tallyline/ui chart on a page, no app around it) and opens it in a fresh
// browser context per run, so the chart's code is cold each time, as it is right after the summary cards.
// Prints per case the main-thread time of the first draw (render, commit, the layout effect's width and the
// chart's re-render, layout) and of a warm re-draw at another width, medians over the runs.
// Run:  node apps/web/bench/chartdraw.mjs
// Env:  BENCH_RUNS (7), BENCH_CASES (months,days,series,bar), BENCH_WIDTHS (640,311),
//       BENCH_CHART_DIRS (comma-separated builds of the page to compare, e.g. one kept from before a change:
//       `name=dir,…`; default: this checkout's, built now), BENCH_CHART_OUT (where to build it: /tmp/tl-chartdraw)
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { build } from 'vite';
import { launchChromium, load, median } from './harness.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const cases = (process.env.BENCH_CASES ?? 'months,days,series,bar').split(',');
const widths = (process.env.BENCH_WIDTHS ?? '640,311').split(',').map(Number);
const out = process.env.BENCH_CHART_OUT ?? '/tmp/tl-chartdraw';

let builds;
if (process.env.BENCH_CHART_DIRS) {
  builds = process.env.BENCH_CHART_DIRS.split(',').map((s) => s.split('='));
} else {
  await build({ configFile: join(import.meta.dirname, 'chartdraw', 'vite.config.ts'), build: { outDir: out } });
  builds = [['this', out]];
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const browser = await launchChromium();
try {
  console.log(`load ${load()}; ${runs} runs, builds ${builds.map(([n]) => n).join(' / ')} alternating`);
  for (const c of cases) {
    for (const w of widths) {
      const results = new Map(builds.map(([n]) => [n, []]));
      for (let r = 0; r < runs; r++) {
        // alternate which build goes first, so a load swing does not favour one
        const order = r % 2 ? [...builds].reverse() : builds;
        for (const [name, dir] of order) {
          const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          const page = await ctx.newPage();
          await page.route('http://bench.local/**', (route) => {
            const path = new URL(route.request().url()).pathname;
            const file = join(dir, path === '/' ? 'index.html' : path);
            route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
          });
          await page.goto(`http://bench.local/#case=${c}&width=${w}`);
          const res = await page.waitForFunction(() => window.__result).then((h) => h.jsonValue());
          results.get(name).push(res);
          await ctx.close();
        }
      }
      for (const [name, rs] of results) {
        const f = rs.map((x) => x.first);
        const d = rs.map((x) => x.redraw);
        console.log(
          `${c.padEnd(7)} ${String(w).padStart(4)} px  ${name.padEnd(8)} first ${median(f).toFixed(1).padStart(6)} ms (${f.map((x) => x.toFixed(0)).join(' ')})  redraw ${median(d).toFixed(1).padStart(6)} ms (${d.map((x) => x.toFixed(0)).join(' ')})  ${rs[0].texts} <text>`,
        );
      }
    }
  }
  console.log(`load ${load()}`);
} finally {
  await browser.close();
}
