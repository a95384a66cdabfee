// Issue 15: the CPU time (process.cpuUsage: user + system, so a busy machine inflates it less than wall time) of
// each computation the upload screen used to run on the page's thread after the summary cards, measured cold
// (first call, like the page) in Node on the bench's generated file. Each is one uninterrupted task wherever it
// runs: over 100 ms it must not run on the page's thread. Needs core built (packages/core/dist).
// Run:  BENCH_MB=100 node --max-old-space-size=4096 apps/web/bench/aheadCost.mjs
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chartData, datasetFingerprint, defaultChartConfig, exploreDataset, generateDashboard, parseCsv, suggestedQuestions, viewRowIndexes, widgetChartData, withChartType } from '@tallyline/core';
import { generateCsv } from './generate.mjs';
import { load } from './harness.mjs';

const megabytes = Number(process.env.BENCH_MB ?? 100);
const file = join(tmpdir(), `tallyline-ahead-${process.pid}.csv`);
const g = await generateCsv(file, megabytes * 1_000_000, 2);
const ds = parseCsv(readFileSync(file));
rmSync(file);
console.log(`${g.rows} rows; load ${load()}`);

function cpu(label, fn) {
  const t = process.cpuUsage();
  const wall = performance.now();
  const out = fn();
  const d = process.cpuUsage(t);
  console.log(`${label.padEnd(44)} ${String(Math.round((d.user + d.system) / 1000)).padStart(6)} ms CPU ${String(Math.round(performance.now() - wall)).padStart(6)} ms wall`);
  return out;
}
cpu('roles (inferColumnRoles, known on the page)', () => ds.roles);
cpu('datasetFingerprint (known on the page)', () => datasetFingerprint(ds));
cpu('summary', () => ds.summary);
const base = cpu('defaultChartConfig (chart card render)', () => defaultChartConfig(ds));
const config = withChartType(ds, base, base.type);
cpu('chartData (chart card)', () => chartData(ds, config));
cpu('viewRowIndexes, every row (old first view)', () => viewRowIndexes(ds, {}));
cpu('exploreDataset first view', () => exploreDataset(ds, { search: '', sort: null, page: 1, pageSize: 10 }));
const dashboard = cpu('generateDashboard (dashboard ahead)', () => generateDashboard(ds, {}));
cpu('widgetChartData × panels (dashboard ahead)', () => dashboard.widgets.filter((w) => w.type === 'chart').map((w) => widgetChartData(ds, w)));
cpu('suggestedQuestions (chat card)', () => suggestedQuestions(ds));
console.log(`load ${load()}`);
