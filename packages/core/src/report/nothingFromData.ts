import type { Dataset } from '../dataset/types.js';
import { noMeasureReason, type NoMeasureStep } from '../roles/noMeasureReason.js';

const WHAT: Readonly<Record<NoMeasureStep, string>> = { kpi: 'No KPI', portfolio: 'No portfolio', trend: 'No trend' };

/**
 * The report's words for a step that gave only core's made-up sample (a file with no measure, or no category
 * for a portfolio): that nothing came from this data, and why — the same reason the app's step screens give
 * (`noMeasureReason`). The sample itself is never described.
 *
 * @example
 * nothingFromData(zipcodes, 'trend');
 * // 'No trend comes from this data. A trend follows a measure over time — … — and this file has neither a measure nor a time column: zip_code is an identifier; …'
 */
export function nothingFromData(ds: Dataset, step: NoMeasureStep): string {
  return `${WHAT[step]} comes from this data. ${noMeasureReason(ds, step)}`;
}
