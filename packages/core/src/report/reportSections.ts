import type { Dataset } from '../dataset/types.js';
import type { Kpi } from '../kpi/types.js';
import type { Portfolio } from '../portfolio/types.js';
import type { DataQuality } from '../stats/dataQuality.js';
import { categoryColumns } from '../roles/categoryColumns.js';
import { formatNumber } from '../stats/formatNumber.js';
import { andList } from '../text/andList.js';
import type { TrendResult } from '../trend/types.js';
import { kpiSummary } from './kpiSummary.js';
import { nothingFromData } from './nothingFromData.js';
import { portfolioSummary } from './portfolioSummary.js';
import { rolesSummary } from './rolesSummary.js';
import type { ReportSection } from './types.js';

/**
 * The report's five sections — overview, data quality, KPIs, portfolio, trends —
 * as English sentences built from the results. The overview counts numeric and date columns by type and
 * categories by role (`categoryColumns`: never an identifier or free text), leaving out a kind the file has
 * none of, then names every role (`rolesSummary`).
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
  // categories follow the roles, as the upload screen's card does: the order file's UUID order_id is an identifier, not a category
  const counted = columnCounts([
    { one: 'numeric', many: 'numeric', names: names('number') },
    { one: 'categorical', many: 'categorical', names: categoryColumns(ds) },
    { one: 'date', many: 'dates', names: names('date') },
  ]);
  // no size adjective: 1,461 rows is not 'large' to an analyst, and the count already says how big the file is
  const overview =
    `This dataset has ${formatNumber(ds.rowCount)} ${ds.rowCount === 1 ? 'row' : 'rows'} and ${formatNumber(ds.headers.length)} ${ds.headers.length === 1 ? 'column' : 'columns'}${counted ? `: ${counted}` : ''}.` +
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

/** A kind of column the overview counts: its words for one and for several, and the columns of that kind. */
interface ColumnKind {
  readonly one: string;
  readonly many: string;
  readonly names: readonly string[];
}

/**
 * The kinds as counted words — '4 numeric (…), 1 categorical (weather) and 1 date (date)' — leaving out a kind
 * with no column (zipcodes.csv read '… and 0 date'); '' when the file has none of them.
 */
function columnCounts(kinds: readonly ColumnKind[]): string {
  return andList(
    kinds.filter((k) => k.names.length > 0).map((k) => `${formatNumber(k.names.length)} ${k.names.length === 1 ? k.one : k.many} (${k.names.join(', ')})`),
  );
}
