// Web benchmarks (issues 6 and 7) in one start-up of server and Chromium:
//   upload screen — drop → summary cards (10 MB anonymous, 100 MB signed in), the longest main-thread task
//   while parsing, explorer keystroke → rows on the big file (first and later keys), initial JS of /app/;
//   workflow steps 2–6 — Continue → rendered, on the same signed-in page after the 100 MB upload.
// Rounds alternate 10 MB / 100 MB; medians are reported. Needs the built api and web (turbo's bench task builds).
// Run:  pnpm --filter @tallyline/web bench   (writes docs/benchmarks/web-upload.md and web-steps.md)
// Env:  BENCH_PORT (3131), BENCH_RUNS (3), BENCH_FIRST_KEY_MS (1500), BENCH_READ_MS (3000)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCsv } from './generate.mjs';
import { launchChromium, load, repoDir, signIn, startServer } from './harness.mjs';
import { stepsReport, uploadReport } from './report.mjs';
import { measureSteps } from './steps.mjs';
import { initialJs, keystroke, uploadFile } from './upload.mjs';

const port = Number(process.env.BENCH_PORT ?? 3131);
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Pause between the explorer appearing and the first key (a user scrolling to the search box). */
const firstKeyMs = Number(process.env.BENCH_FIRST_KEY_MS ?? 1500);
/** How long the "user" looks at a step before pressing Continue (the app computes ahead meanwhile). */
const readMs = Number(process.env.BENCH_READ_MS ?? 3000);
const MB = 1_000_000;
const LATER_KEYS = ['Backspace', 'q', 'Backspace', 'L', 'Backspace'];

const { base, work, stop } = await startServer(port);
let browser;
try {
  const small = join(work, 'bench-10mb.csv');
  const big = join(work, 'bench-100mb.csv');
  const s = await generateCsv(small, 10 * MB, 1);
  const l = await generateCsv(big, 100 * MB, 2);
  console.log(`generated ${s.rows} rows (${s.bytes} B) and ${l.rows} rows (${l.bytes} B)`);
  browser = await launchChromium();
  const loads = [load()];
  const js = await initialJs(browser, base);
  console.log('initial JS', js);

  const small10 = [];
  const big100 = [];
  const steps = [];
  for (let round = 1; round <= runs; round++) {
    const ctx1 = await browser.newContext();
    const p1 = await ctx1.newPage();
    await p1.goto(base);
    small10.push(await uploadFile(p1, small));
    console.log(`round ${round} 10 MB`, small10.at(-1));
    await ctx1.close();

    const ctx2 = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const p2 = await ctx2.newPage();
    p2.setDefaultTimeout(120_000);
    await signIn(p2, base);
    const r = await uploadFile(p2, big, firstKeyMs);
    await p2.locator('.tl-explorer__search').click();
    r.firstKey = await keystroke(p2, 'z');
    r.laterKeys = [];
    for (const key of LATER_KEYS) r.laterKeys.push(await keystroke(p2, key));
    big100.push(r);
    console.log(`round ${round} 100 MB`, r);
    steps.push(await measureSteps(p2, readMs));
    console.log(`round ${round} steps`, steps.at(-1).map((x) => `${x.name} ${Math.round(x.ms)} ms`).join(', '));
    await ctx2.close();
    loads.push(load());
  }

  const date = new Date().toISOString().slice(0, 10);
  const meta = { date, loads, runs, firstKeyMs, readMs, smallRows: s.rows, bigRows: l.rows, smallBytes: s.bytes, bigBytes: l.bytes };
  // The raw rounds, to re-read or re-render without measuring again.
  writeFileSync(join(work, '..', 'tallyline-web-bench.json'), JSON.stringify({ meta, js, small10, big100, steps }, null, 1));
  // keeps the 10 MB / 100 MB / 1 GB section that bench/sizes.mjs writes
  const uploadDoc = join(repoDir, 'docs', 'benchmarks', 'web-upload.md');
  const sizes = existsSync(uploadDoc) ? (/<!-- sizes:start[\s\S]*?<!-- sizes:end -->\n?/.exec(readFileSync(uploadDoc, 'utf8'))?.[0] ?? '') : '';
  writeFileSync(uploadDoc, uploadReport(meta, js, small10, big100) + (sizes ? `\n${sizes}` : ''));
  writeFileSync(join(repoDir, 'docs', 'benchmarks', 'web-steps.md'), stepsReport(meta, steps));
  console.log('wrote docs/benchmarks/web-upload.md and web-steps.md');
} finally {
  await browser?.close();
  stop();
}
