import { CoreError } from '../errors.js';
import type { Dataset } from '../dataset/types.js';
import { generateKpis } from '../kpi/generateKpis.js';
import { generatePortfolio } from '../portfolio/generatePortfolio.js';
import { categoryColumns } from '../roles/categoryColumns.js';
import { dataQuality } from '../stats/dataQuality.js';
import { datasetFingerprint } from '../stats/datasetFingerprint.js';
import { hashString } from '../stats/hashString.js';
import { analyzeTrend } from '../trend/analyzeTrend.js';
import { reportRecommendations } from './reportRecommendations.js';
import { reportSections } from './reportSections.js';
import type { GenerateReportOptions, Report } from './types.js';

/**
 * The analytics report (spec app.md §3): summary counts, five sections (overview — rows and
 * columns counted, no size adjective —, data quality, KPIs, portfolio, trends) and recommendations.
 * KPIs, portfolio and trend are taken from `options` when the workflow already has them, else
 * computed with default choices.
 * generatedAt = options.now as ISO 8601; id derived from the data and that instant.
 * Throws CoreError INVALID_ARGUMENT for an invalid `now`.
 *
 * @example
 * generateReport(ds, { now: new Date('2024-05-01T12:00:00Z') }).generatedAt; // '2024-05-01T12:00:00.000Z'
 */
export function generateReport(ds: Dataset, options: GenerateReportOptions): Report {
  const at = new Date(options.now);
  if (Number.isNaN(at.getTime())) throw new CoreError('INVALID_ARGUMENT', 'options.now is not a valid date.');
  const generatedAt = at.toISOString();
  const kpis = options.kpis ?? generateKpis(ds);
  const portfolio = options.portfolio ?? generatePortfolio(ds);
  const trend = options.trend ?? analyzeTrend(ds);
  const quality = dataQuality(ds);
  return {
    id: `report-${hashString(`${datasetFingerprint(ds)}|${generatedAt}`)}`,
    title: options.title ?? 'Comprehensive Analytics Report',
    generatedAt,
    summary: {
      dataPoints: ds.rowCount,
      columns: ds.headers.length,
      numericColumns: ds.summary.numericColumns,
      // categories by role, as the overview and the upload screen's card count them (never an identifier)
      categoricalColumns: categoryColumns(ds).length,
    },
    sections: reportSections(ds, quality, kpis, portfolio, trend),
    recommendations: reportRecommendations(quality, ds.rowCount, kpis, portfolio, trend),
    ...(options.header ? { header: options.header } : {}),
  };
}
