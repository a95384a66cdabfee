import { CoreError } from '../errors.js';
import { REPORT_HEADER_FENCE } from './renderReportHeader.js';
import type { ReportHeader } from './types.js';

/**
 * The reproducibility header of a Markdown report made by `renderReportMarkdown`. Throws CoreError
 * INVALID_ARGUMENT when the text has none or it is not a header this version can read.
 *
 * @example
 * readReportHeader(analysis.markdown).dataset.rows; // 1461
 */
export function readReportHeader(markdown: string): ReportHeader {
  const start = markdown.lastIndexOf('```' + REPORT_HEADER_FENCE);
  const body = start < 0 ? null : markdown.slice(start + 3 + REPORT_HEADER_FENCE.length, markdown.indexOf('\n```', start + 3));
  let header: unknown = null;
  try {
    header = body === null ? null : JSON.parse(body);
  } catch {
    header = null;
  }
  if (!header || typeof header !== 'object' || (header as { format?: unknown }).format !== 'tallyline-report/1') {
    throw new CoreError('INVALID_ARGUMENT', 'The report has no reproducibility header (a ```json tallyline-report block); it was not made by Tallyline, or by a version that did not record one.');
  }
  return header as ReportHeader;
}
