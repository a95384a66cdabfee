import type { Dataset } from '../dataset/types.js';
import type { Kpi } from '../kpi/types.js';
import type { Portfolio } from '../portfolio/types.js';
import type { DataQuality } from '../stats/dataQuality.js';
import { categoryColumns } from '../roles/categoryColumns.js';
import { formatNumber } from '../stats/formatNumber.js';
import type { TrendResult } from '../trend/types.js';
import { datasetSize } from './datasetSize.js';
import { kpiSummary } from './kpiSummary.js';
import { nothingFromData } from './nothingFromData.js';
import { portfolioSummary } from './portfolioSummary.js';
import { rolesSummary } from './rolesSummary.js';
import type { ReportSection } from './types.js';

/**
 * The report's five sections — overview, data quality, KPIs, portfolio, trends —
 * as English sentences built from the results. The overview counts numeric and date columns by type and
 * categories by role (`categoryColumns`: never an identifier or free text), then names every role (`rolesSummary`).
 *
 * @example
 * reportSections(ds, quality, kpis, portfolio, trend).map((s) => s.title);
 * // ['Dataset Overview', 'Data Quality', 'Key Performance Indicators', 'Portfolio Analysis', 'Trend Analysis']
 */
export function reportSections(
  ds: Dataset,
  quality: DataQuality,
  kpis: readonly Kpi[],
  portfolio: Portfolio,
  trend: TrendResult,
): ReportSection[] {
  const names = (type: string) => ds.columns.filter((c) => c.type === type).map((c) => c.name);
  const list = (xs: string[]) => (xs.length > 0 ? ` (${xs.join(', ')})` : '');
  const { numericColumns: nNum, dateColumns: nDate } = ds.summary;
  // categories follow the roles, as the upload screen's card does: the order file's UUID order_id is an identifier, not a category
  const categories = categoryColumns(ds);
  const overview =
    `This ${datasetSize(ds.rowCount)} dataset has ${formatNumber(ds.rowCount)} rows and ${formatNumber(ds.headers.length)} columns: ` +
    `${nNum} numeric${list(names('number'))}, ${categories.length} categorical${list(categories)} and ${nDate} date${list(names('date'))}.` +
    (ds.columns.length > 0 ? ` ${rolesSummary(ds)}` : '');

  const worst = [...quality.byColumn].sort((a, b) => b.missing - a.missing)[0];
  const qualityText =
    `${formatNumber(quality.missing)} of ${formatNumber(quality.cells)} cells are empty (${formatNumber(quality.share * 100)}%): data quality is ${quality.quality}.` +
    (worst && worst.missing > 0 ? ` Most empty cells are in ${worst.name} (${formatNumber(worst.missing)}).` : '') +
    (quality.invalid > 0 ? ` ${formatNumber(quality.invalid)} cells hold text that does not fit their column's type.` : '');

  // core's made-up samples (no measure: zipcodes.csv) are never described: the reason the step screens give instead
  const kpiText = kpiSummary(kpis, ds);

  const portfolioText = portfolioSummary(portfolio, ds);

  const observed = trend.data.filter((p) => !p.predicted).length;
  const trendText = trend.noTime
    ? `${trend.noTime.reason} ${trend.noTime.whatToDo}`
    : trend.isSample
    ? nothingFromData(ds, 'trend')
    : `${trend.direction === 'No clear trend' ? 'No clear trend' : `${trend.direction} trend`} over ${formatNumber(observed)} periods with ${formatNumber(trend.anomalies)} ${trend.anomalies === 1 ? 'anomaly' : 'anomalies'} ` +
    `and ${formatNumber(trend.data.length - observed)} forecast periods. ${trend.insights.join(' ')}`;

  return [
    { title: 'Dataset Overview', content: overview },
    { title: 'Data Quality', content: qualityText },
    { title: 'Key Performance Indicators', content: kpiText },
    { title: 'Portfolio Analysis', content: portfolioText },
    { title: 'Trend Analysis', content: trendText },
  ];
}
