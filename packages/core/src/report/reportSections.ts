import type { Dataset } from '../dataset/types.js';
import type { Kpi } from '../kpi/types.js';
import type { Portfolio } from '../portfolio/types.js';
import type { DataQuality } from '../stats/dataQuality.js';
import { formatNumber } from '../stats/formatNumber.js';
import type { TrendResult } from '../trend/types.js';
import { kpiSummary } from './kpiSummary.js';
import { nothingFromData } from './nothingFromData.js';
import { overviewText } from './datasetOverview.js';
import { portfolioSummary } from './portfolioSummary.js';
import { trendHeadline } from './trendHeadline.js';
import type { ReportSection } from './types.js';

/**
 * The report's five sections — overview, data quality, KPIs, portfolio, trends —
 * as English sentences built from the results. The overview is `overviewText` (the same words as the CLI's
 * first line and the chat's overview answer).
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
  const overview = overviewText(ds);

  const worst = [...quality.byColumn].sort((a, b) => b.missing - a.missing)[0];
  const qualityText =
    `${formatNumber(quality.missing)} of ${formatNumber(quality.cells)} cells are empty (${formatNumber(quality.share * 100)}%): data quality is ${quality.quality}.` +
    (worst && worst.missing > 0 ? ` Most empty cells are in ${worst.name} (${formatNumber(worst.missing)}).` : '') +
    (quality.invalid > 0 ? ` ${formatNumber(quality.invalid)} cells hold text that does not fit their column's type.` : '');

  // core's made-up samples (no measure: zipcodes.csv) are never described: the reason the step screens give instead
  const kpiText = kpiSummary(kpis, ds);

  const portfolioText = portfolioSummary(portfolio, ds);

  const trendText = trend.noTime
    ? `${trend.noTime.reason} ${trend.noTime.whatToDo}`
    : trend.isSample
    ? nothingFromData(ds, 'trend')
    : `${trendHeadline(trend, 'sentence')} ${trend.insights.join(' ')}`;

  return [
    { title: 'Dataset Overview', content: overview },
    { title: 'Data Quality', content: qualityText },
    { title: 'Key Performance Indicators', content: kpiText },
    { title: 'Portfolio Analysis', content: portfolioText },
    { title: 'Trend Analysis', content: trendText },
  ];
}
