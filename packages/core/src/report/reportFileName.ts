import type { Report } from './types.js';

/**
 * Spec app.md §2: the download name analytics-report-{date}.md, date = the UTC
 * day of generatedAt (yyyy-mm-dd).
 *
 * @example
 * reportFileName({ …report, generatedAt: '2024-05-01T12:00:00.000Z' }); // 'analytics-report-2024-05-01.md'
 */
export function reportFileName(report: Pick<Report, 'generatedAt'>): string {
  return `analytics-report-${report.generatedAt.slice(0, 10)}.md`;
}
