import { customizedDashboard } from '../dashboard/customizedDashboard.js';
import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { generateKpis } from '../kpi/generateKpis.js';
import { kpiStatus } from '../kpi/kpiStatus.js';
import { applyPortfolioEdits } from '../portfolio/applyPortfolioEdits.js';
import { generatePortfolio } from '../portfolio/generatePortfolio.js';
import { reportHeader } from '../provenance/reportHeader.js';
import { generateReport } from '../report/generateReport.js';
import { renderReportMarkdown } from '../report/renderReportMarkdown.js';
import { dataQuality } from '../stats/dataQuality.js';
import { analyzeTrend } from '../trend/analyzeTrend.js';
import { settingsColumns } from './settingsColumns.js';
import { stepOptions } from './stepOptions.js';
import type { Analysis, AnalyzeDatasetOptions } from './types.js';

/**
 * Everything the app computes for a dataset — profile, roles, dashboard, KPIs with status, portfolio,
 * trend with forecast, the report and its Markdown with a reproducibility header — from one set of
 * settings (the shared choices and each step's own, `stepOptions`), through the same generators the
 * screens call. The CLI's `analyze` and `rerun` and POST /v1/analyses answer exactly this. Throws
 * CoreError UNKNOWN_COLUMN when a named column is not in the data, INVALID_ARGUMENT for a horizon that
 * is not a whole number from 1 to 500 or a portfolio edit that does not apply.
 *
 * @example
 * const a = analyzeDataset(ds, { now: '2024-05-01T00:00:00Z', dateColumn: 'day', groupColumn: 'region' });
 * a.header.dataset.fingerprint; // 'sha256:…'
 */
export function analyzeDataset(ds: Dataset, options: AnalyzeDatasetOptions): Analysis {
  for (const column of settingsColumns(options)) {
    if (!ds.headers.includes(column)) {
      throw new CoreError('UNKNOWN_COLUMN', `There is no column "${column}"; the columns are ${ds.headers.map((h) => `"${h}"`).join(', ')}.`);
    }
  }
  const steps = stepOptions(options);
  const kpis = generateKpis(ds, steps.kpis);
  const portfolio = applyPortfolioEdits(generatePortfolio(ds, steps.portfolio), steps.portfolioEdits);
  const trend = analyzeTrend(ds, steps.trend);
  const header = reportHeader(ds, options);
  const report = generateReport(ds, { now: options.now, kpis, portfolio, trend, header, ...(options.title ? { title: options.title } : {}) });
  return {
    header,
    summary: ds.summary,
    detected: ds.detected,
    warnings: ds.warnings,
    quality: dataQuality(ds),
    roles: ds.roles,
    dashboard: customizedDashboard(ds, steps.dashboard),
    kpis: kpis.map((k) => ({ ...k, ...kpiStatus(k) })),
    portfolio,
    trend,
    report,
    markdown: renderReportMarkdown(report),
  };
}
