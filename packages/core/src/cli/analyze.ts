// `tallyline analyze <file.csv> [--json]`: every analytics result for one file.
import { datasetFromArgs } from './datasetFromArgs.js';
import type { CliCommand } from './types.js';
import { generateDashboard } from '../dashboard/generateDashboard.js';
import type { Dataset } from '../dataset/types.js';
import { generateKpis } from '../kpi/generateKpis.js';
import { kpiStatus } from '../kpi/kpiStatus.js';
import { generatePortfolio } from '../portfolio/generatePortfolio.js';
import { generateReport } from '../report/generateReport.js';
import { dataQuality } from '../stats/dataQuality.js';
import { analyzeTrend } from '../trend/analyzeTrend.js';

/** Everything core computes for a dataset, as `analyze --json` prints it. */
export function analyzeDataset(ds: Dataset, now: Date) {
  const kpis = generateKpis(ds);
  const portfolio = generatePortfolio(ds);
  const trend = analyzeTrend(ds);
  return {
    summary: ds.summary,
    detected: ds.detected,
    warnings: ds.warnings,
    quality: dataQuality(ds),
    dashboard: generateDashboard(ds),
    kpis: kpis.map((k) => ({ ...k, ...kpiStatus(k) })),
    portfolio,
    trend,
    report: generateReport(ds, { now, kpis, portfolio, trend }),
  };
}

/**
 * Runs `analyze`: reads and parses the file, prints JSON (`--json`) or a short text
 * summary to `out`. Returns the exit code (1 = unreadable file, 2 = usage).
 */
export async function runAnalyze(
  args: readonly string[],
  out: (text: string) => void,
  now = new Date(),
  err: (text: string) => void = out,
): Promise<number> {
  const ds = await datasetFromArgs('analyze', 'tallyline analyze <file.csv> [--json]', args, err);
  if (typeof ds === 'number') return ds;
  const result = analyzeDataset(ds, now);
  if (args.includes('--json')) {
    out(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  }
  const lines = [
    `${ds.rowCount} rows, ${ds.headers.length} columns (${ds.summary.numericColumns} numeric, ${ds.summary.categoricalColumns} text, ${ds.summary.dateColumns} date)`,
    '',
    'KPIs:',
    ...result.kpis.map((k) => `  ${k.name}: ${k.current_value} / ${k.target_value} (${k.status}, ${k.trend})`),
    '',
    `Portfolio: ${result.portfolio.name}, ${result.portfolio.assets.length} components, total ${result.portfolio.total_value}, risk ${result.portfolio.risk_score}/10`,
    '',
    `Trend: ${result.trend.direction}, ${result.trend.anomalies} ${result.trend.anomalies === 1 ? 'anomaly' : 'anomalies'}`,
    ...result.trend.insights.map((s) => `  ${s}`),
    '',
  ];
  out(lines.join('\n'));
  return 0;
}

/** `analyze` as a CliCommand (usage and errors on stderr). */
export const analyzeCommand: CliCommand = (args, io) => runAnalyze(args, io.stdout, new Date(), io.stderr);
