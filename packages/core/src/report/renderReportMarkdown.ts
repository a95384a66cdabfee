import { escapeMarkdown } from './escapeMarkdown.js';
import { renderReportHeader } from '../provenance/renderReportHeader.js';
import type { Report } from './types.js';

/**
 * The report as a Markdown document (the content of analytics-report-{date}.md):
 * title, generation instant, a summary table, one '##' section each, then numbered
 * 'Key Recommendations', then the reproducibility header when the report has one. Every value from the report is passed through
 * `escapeMarkdown`, so no cell value can add a heading, table cell, list item,
 * link or HTML tag.
 *
 * @example
 * renderReportMarkdown(report).split('\n')[0]; // '# Comprehensive Analytics Report'
 */
export function renderReportMarkdown(report: Report): string {
  const e = escapeMarkdown;
  const s = report.summary;
  const lines = [
    `# ${e(report.title)}`,
    '',
    `Generated on ${e(report.generatedAt)}`,
    '',
    '## Summary',
    '',
    '| Metric | Value |',
    '| --- | --- |',
    `| Data points | ${e(String(s.dataPoints))} |`,
    `| Columns | ${e(String(s.columns))} |`,
    `| Numeric columns | ${e(String(s.numericColumns))} |`,
    `| Categorical columns | ${e(String(s.categoricalColumns))} |`,
    '',
  ];
  for (const section of report.sections) lines.push(`## ${e(section.title)}`, '', e(section.content), '');
  lines.push('## Key Recommendations', '');
  report.recommendations.forEach((r, i) => lines.push(`${i + 1}. ${e(r)}`));
  lines.push('');
  if (report.header) lines.push(renderReportHeader(report.header));
  return lines.join('\n');
}
