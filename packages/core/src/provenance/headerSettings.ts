import { readAnalysisSettings } from '../analysis/readAnalysisSettings.js';
import type { AnalysisSettings } from '../analysis/types.js';
import type { AnalysisParameters } from './types.js';

/**
 * The settings a report header's parameters record, checked like any other settings (a hand-edited
 * header gets the same clear INVALID_ARGUMENT as an API request): what `tallyline rerun` analyses with.
 * The fixed thresholds are the generators' own and the nulls mean "the default", so neither is a setting.
 *
 * @example
 * headerSettings(readReportHeader(markdown).parameters); // { horizon: 9, anomalyThreshold: 3.5, trend: { column: 'temp_max' } }
 */
export function headerSettings(parameters: AnalysisParameters): AnalysisSettings {
  const { thresholds: _thresholds, ...recorded } = parameters;
  const given = Object.fromEntries(Object.entries(recorded).filter(([, v]) => v !== null));
  return readAnalysisSettings(given, 'parameters');
}
