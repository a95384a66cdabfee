import { sampleKpis } from '../kpi/sampleKpis.js';
import { samplePortfolio } from '../portfolio/samplePortfolio.js';
import { sampleTrend } from '../trend/sampleTrend.js';
import { formatNumber } from '../stats/formatNumber.js';
import type { Report } from './types.js';

/**
 * The fallback report shown when generation fails (spec app.md §4), built from the
 * sample KPIs, portfolio and trend. Same value for the same `now`.
 *
 * @example
 * sampleReport({ now: 0 }).title; // 'Comprehensive Analytics Report'
 */
export function sampleReport(options: { readonly now: Date | number | string }): Report {
  const kpis = sampleKpis();
  const portfolio = samplePortfolio();
  const trend = sampleTrend();
  const generatedAt = new Date(options.now).toISOString();
  return {
    id: 'report-sample',
    title: 'Comprehensive Analytics Report',
    generatedAt,
    summary: { dataPoints: 0, columns: 0, numericColumns: 0, categoricalColumns: 0 },
    sections: [
      { title: 'Dataset Overview', content: 'Sample report: the analysis could not be generated from the data.' },
      { title: 'Key Performance Indicators', content: kpis.map((k) => `${k.name}: ${formatNumber(k.current_value)} against ${formatNumber(k.target_value)}.`).join(' ') },
      { title: 'Portfolio Analysis', content: `${portfolio.assets.length} sample components worth ${formatNumber(portfolio.total_value)}.` },
      { title: 'Trend Analysis', content: trend.insights.join(' ') },
    ],
    recommendations: ['Check the file format and upload the data again.', 'Make sure the file has at least one numeric column.', 'Re-run the workflow to generate a report from your data.'],
  };
}
