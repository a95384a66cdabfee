// One generator in a fresh process: node bench/generator-worker.mjs <core module> <generator>
// Builds the analytics bench's 1,000,000-row Dataset, calls the generator once (warm-up), then 5 times; prints { median, max } CPU ms.
import { pathToFileURL } from 'node:url';
import { bigDataset } from './bigDataset.mjs';

export const GENERATORS = {
  suggestedQuestions: (core, ds) => core.suggestedQuestions(ds),
  trendRows: (core, ds) => core.analyzeTrend(ds, { dateColumn: null }),
  trend: (core, ds) => core.analyzeTrend(ds),
  kpis: (core, ds) => core.generateKpis(ds),
  portfolio: (core, ds) => core.generatePortfolio(ds),
  report: (core, ds) => core.generateReport(ds, { now: new Date('2024-01-01T00:00:00Z') }),
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [modulePath, name] = process.argv.slice(2);
  const core = await import(pathToFileURL(modulePath).href);
  const ds = bigDataset(core, 1_000_000);
  const call = () => GENERATORS[name](core, ds);
  call();
  const cpu = [];
  for (let i = 0; i < 5; i++) {
    const c = process.cpuUsage();
    call();
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  console.log(JSON.stringify({ median: cpu[2], max: cpu[4] }));
}
