// Excel upload in the browser (issue 18): a 200,000-row .xlsx (written by ExcelJS) picked on the upload
// screen, signed in as the demo user; measured as for CSV (upload.mjs uploadFile): file input change →
// summary cards, and the long main-thread tasks (PerformanceObserver 'longtask') in between. The parse
// runs in the parse worker (core parseFile → parseXlsx); the page only rebuilds the transferred Dataset.
// Each round also uploads the same rows as a CSV, the control under the same machine load. Needs the built api and web.
// Run:  pnpm --filter @tallyline/web bench:xlsx  (= node apps/web/bench/xlsx.mjs; writes docs/benchmarks/web-xlsx.md)      Env: BENCH_PORT (3132), BENCH_RUNS (3), BENCH_XLSX_ROWS (200000)
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, load, median, repoDir, signIn, startServer } from './harness.mjs';
import { uploadFile } from './upload.mjs';
import { writeXlsx, xlsxRowsAsCsv } from './xlsxFile.mjs';

const port = Number(process.env.BENCH_PORT ?? 3132);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const rows = Number(process.env.BENCH_XLSX_ROWS ?? 200_000);

const { base, work, stop } = await startServer(port);
let browser;
try {
  const file = join(work, `bench-${rows}.xlsx`);
  const t0 = performance.now();
  await writeXlsx(file, rows);
  const bytes = statSync(file).size;
  const csv = join(work, `bench-${rows}.csv`);
  writeFileSync(csv, xlsxRowsAsCsv(rows));
  console.log(`wrote ${rows} rows, ${bytes} B in ${Math.round(performance.now() - t0)} ms`);
  browser = await launchChromium();
  const loads = [load()];
  const results = [];
  const controls = [];
  const measure = async (path) => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await ctx.newPage();
    page.setDefaultTimeout(180_000);
    await signIn(page, base);
    const r = await uploadFile(page, path, 2000, 300_000);
    const shown = await page.getByTestId('summary-cards').locator('li').nth(0).innerText();
    r.rowsShown = shown.replace(/\s+/g, ' ').trim();
    await ctx.close();
    return r;
  };
  for (let round = 1; round <= runs; round++) {
    results.push(await measure(file));
    console.log(`round ${round} xlsx`, results.at(-1));
    controls.push(await measure(csv));
    console.log(`round ${round} csv`, controls.at(-1));
    loads.push(load());
  }
  const ms = (x) => `${Math.round(x).toLocaleString('en')} ms`;
  const every = (key, list = results) => list.map((r) => Math.round(r[key])).join(' / ');
  const med = (key, list = results) => median(list.map((r) => r[key]));
  const md = [
    `# Web: .xlsx upload, ${rows.toLocaleString('en')} rows (issue 18)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} in headless Debian Chromium on this machine (2 shared cores), against the real server`,
    `serving the production build, signed in as the demo user; ${runs} rounds, medians reported. Load average (1 min) at the start and after`,
    `each round: ${loads.join(', ')}. Workbook: ${(bytes / 1e6).toFixed(1)} MB (ExcelJS streaming writer, shared strings, date-styled`,
    'dates; `apps/web/bench/xlsxFile.mjs`).',
    '',
    'Command: `pnpm --filter @tallyline/web bench:xlsx` (`node apps/web/bench/xlsx.mjs`, after `pnpm turbo run build --filter=@tallyline/api --filter=@tallyline/web`).',
    '',
    `Control: the same rows as CSV (${(statSync(csv).size / 1e6).toFixed(1)} MB), uploaded after each .xlsx round in the same way.`,
    '',
    '| measure | .xlsx median | .xlsx every round | CSV median | CSV every round |',
    '|---|---:|---|---:|---|',
    `| file input change → summary cards | ${ms(med('ms'))} | ${every('ms')} | ${ms(med('ms', controls))} | ${every('ms', controls)} |`,
    `| longest main-thread task while parsing | ${ms(med('longestWhileParsing'))} | ${every('longestWhileParsing')} | ${ms(med('longestWhileParsing', controls))} | ${every('longestWhileParsing', controls)} |`,
    `| long tasks (> 50 ms) while parsing | ${med('longTasksWhileParsing')} | ${every('longTasksWhileParsing')} | ${med('longTasksWhileParsing', controls)} | ${every('longTasksWhileParsing', controls)} |`,
    `| longest task in the 2 s after the cards | ${ms(med('longestAfterCards'))} | ${every('longestAfterCards')} | ${ms(med('longestAfterCards', controls))} | ${every('longestAfterCards', controls)} |`,
    '',
    `Rows shown on the first card: ${results[0].rowsShown} (.xlsx), ${controls[0].rowsShown} (CSV).`,
    '',
  ].join('\n');
  writeFileSync(join(repoDir, 'docs', 'benchmarks', 'web-xlsx.md'), md);
  console.log(md);
} finally {
  await browser?.close();
  stop();
}
