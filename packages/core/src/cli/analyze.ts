// `tallyline analyze <file> [--json] [options]`: every analytics result for one file.
import { analyzeDataset } from '../analysis/analyzeDataset.js';
import { stepOptions } from '../analysis/stepOptions.js';
import type { Analysis } from '../analysis/types.js';
import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { kpisLeftOut } from '../kpi/kpisLeftOut.js';
import { kpiComparisonWords, kpiSummary } from '../report/kpiSummary.js';
import { portfolioSummary } from '../report/portfolioSummary.js';
import { nothingFromData } from '../report/nothingFromData.js';
import { overviewCounts } from '../report/datasetOverview.js';
import { trendHeadline } from '../report/trendHeadline.js';
import { formatNumber } from '../stats/formatNumber.js';
import { datasetFromArgs } from './datasetFromArgs.js';
import type { CliCommand, CliIo } from './types.js';

/**
 * Runs `analyze`: reads the file, runs `analyzeDataset` with the flags' settings and prints it as JSON
 * (`--json`) or a short text summary. Exit 1 for an unreadable file or an unknown column, 2 for usage.
 */
export const analyzeCommand: CliCommand = async (args, io) => {
  const read = await datasetFromArgs('analyze', args, io.stderr);
  if (typeof read === 'number') return read;
  const { options, ds } = read;
  const result = runAnalysis(() => analyzeDataset(ds, { ...options.settings, now: options.now ?? new Date() }), io);
  if (typeof result === 'number') return result;
  io.stdout(options.json ? `${JSON.stringify(result, null, 2)}\n` : formatAnalysis(result, ds, kpisLeftOut(ds, result.kpis, stepOptions(options.settings).kpis)?.text));
  return 0;
};

/** Runs an analysis, turning a CoreError (an unknown --date/--by/--value column) into exit 1 with its message. */
export function runAnalysis(analyze: () => Analysis, io: CliIo): Analysis | number {
  try {
    return analyze();
  } catch (e) {
    if (!(e instanceof CoreError)) throw e;
    io.stderr(`tallyline: ${e.message} [${e.code}]\n`);
    return 1;
  }
}

function formatAnalysis(a: Analysis, ds: Dataset, kpisLeft: string | undefined): string {
  return [
    // the report overview's words (one function): no kind the file has none of ('0 date'), '1 row'
    overviewCounts(ds),
    `roles: ${a.roles.map((r) => `${r.column} ${r.role}${r.coordinate ? ` (${r.coordinate})` : ''}${r.label ? ' (per-row label)' : ''}`).join(', ')}`,
    '',
    'KPIs:',
    // the same words as the report: the periods a KPI compares, and a portfolio worded as its data allows
    // made-up sample KPIs and trend are never printed as findings
    ...(a.kpis.some((k) => k.column === undefined) ? [`  ${kpiSummary(a.kpis, ds)}`] : a.kpis.map((k) => `  ${k.name}: ${formatNumber(k.current_value)} ${kpiComparisonWords(k)} (${k.status}${k.status === 'Not compared' ? '' : `, trend ${k.trend}`})`)),
    // what the 4-KPI limit left out (stocks.csv's fifth symbol), as the report and the KPI screen say it
    ...(kpisLeft ? [`  ${kpisLeft}`] : []),
    '',
    `Portfolio: ${portfolioSummary(a.portfolio, ds)}`,
    '',
    ...(a.trend.isSample
      ? [`Trend: ${a.trend.noTime ? `${a.trend.noTime.reason} ${a.trend.noTime.whatToDo}` : nothingFromData(ds, 'trend')}`]
      : [`Trend: ${trendHeadline(a.trend, 'short')}`, ...a.trend.insights.map((t) => `  ${t}`)]),
    '',
    `fingerprint ${a.header.dataset.fingerprint}`,
    '',
  ].join('\n');
}
