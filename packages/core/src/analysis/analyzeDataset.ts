import { generateDashboard } from '../dashboard/generateDashboard.js';
import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { generateKpis } from '../kpi/generateKpis.js';
import { kpiStatus } from '../kpi/kpiStatus.js';
import { generatePortfolio } from '../portfolio/generatePortfolio.js';
import { reportHeader } from '../provenance/reportHeader.js';
import { generateReport } from '../report/generateReport.js';
import { renderReportMarkdown } from '../report/renderReportMarkdown.js';
import { dataQuality } from '../stats/dataQuality.js';
import { analyzeTrend } from '../trend/analyzeTrend.js';
import type { Analysis, AnalyzeDatasetOptions } from './types.js';

/**
 * Everything the app computes for a dataset — profile, roles, dashboard, KPIs with status, portfolio,
 * trend with forecast, the report and its Markdown with a reproducibility header — from one set of
 * settings, through the same generators the screens call. The CLI's `analyze` and POST /v1/analyses
 * answer exactly this. Throws CoreError UNKNOWN_COLUMN when a named column is not in the data,
 * INVALID_ARGUMENT for a horizon that is not a whole number from 1 to 500.
 *
 * @example
 * const a = analyzeDataset(ds, { now: '2024-05-01T00:00:00Z', dateColumn: 'day', groupColumn: 'region' });
 * a.header.dataset.fingerprint; // 'sha256:…'
 */
export function analyzeDataset(ds: Dataset, options: AnalyzeDatasetOptions): Analysis {
  for (const column of [options.dateColumn, options.groupColumn, options.valueColumn]) {
    if (column !== undefined && !ds.headers.includes(column)) {
      throw new CoreError('UNKNOWN_COLUMN', `There is no column "${column}"; the columns are ${ds.headers.map((h) => `"${h}"`).join(', ')}.`);
    }
  }
  const { dateColumn, groupColumn, valueColumn, anomalyThreshold, horizon } = options;
  const kpis = generateKpis(ds, {
    ...(valueColumn ? { columns: [valueColumn] } : {}),
    ...(dateColumn ? { dateColumn } : {}),
  });
  const portfolio = generatePortfolio(ds, { ...(groupColumn ? { groupColumn } : {}), ...(valueColumn ? { valueColumn } : {}), ...(dateColumn ? { dateColumn } : {}) });
  const trend = analyzeTrend(ds, { ...(valueColumn ? { column: valueColumn } : {}), ...(dateColumn ? { dateColumn } : {}), ...(anomalyThreshold === undefined ? {} : { anomalyThreshold }), ...(horizon === undefined ? {} : { horizon }) });
  const header = reportHeader(ds, options);
  const report = generateReport(ds, { now: options.now, kpis, portfolio, trend, header, ...(options.title ? { title: options.title } : {}) });
  return {
    header,
    summary: ds.summary,
    detected: ds.detected,
    warnings: ds.warnings,
    quality: dataQuality(ds),
    roles: ds.roles,
    dashboard: generateDashboard(ds, { ...(groupColumn ? { xColumn: groupColumn } : {}), ...(valueColumn ? { yColumn: valueColumn } : {}) }),
    kpis: kpis.map((k) => ({ ...k, ...kpiStatus(k) })),
    portfolio,
    trend,
    report,
    markdown: renderReportMarkdown(report),
  };
}
