import type { AnalyzeDatasetOptions } from '../analysis/types.js';
import {
  FORECAST_PERIODS,
  KPI_AT_RISK_RATIO,
  KPI_ON_TRACK_RATIO,
  MAX_KPIS,
  MAX_TREND_POINTS,
  MISSING_EXCELLENT_SHARE,
  MISSING_GOOD_SHARE,
  NUMERIC_SHARE_THRESHOLD,
  TYPE_SAMPLE_SIZE,
} from '../constants.js';
import type { Dataset } from '../dataset/types.js';
import { SEASON_MARGIN } from '../trend/chooseForecastModel.js';
import { SLOPE_Z } from '../trend/fitTrendLine.js';
import { ANOMALY_THRESHOLD } from '../trend/scoreResiduals.js';
import { CORE_VERSION } from '../version.js';
import { fingerprintDataset } from './fingerprintDataset.js';
import { importSettings } from './importSettings.js';
import type { ReportHeader } from './types.js';

/** The fixed thresholds the generators apply; recorded so a reader sees every number a result depends on. */
const THRESHOLDS = {
  TYPE_SAMPLE_SIZE,
  NUMERIC_SHARE_THRESHOLD,
  MAX_KPIS,
  KPI_ON_TRACK_RATIO,
  KPI_AT_RISK_RATIO,
  MAX_TREND_POINTS,
  SLOPE_Z,
  SEASON_MARGIN,
  MISSING_EXCELLENT_SHARE,
  MISSING_GOOD_SHARE,
};

/**
 * What a report records to be reproducible: the data's fingerprint, row and column counts, the
 * import settings, the roles, every parameter and threshold, the core version and the time.
 *
 * @example
 * reportHeader(ds, { now: '2024-05-01T00:00:00Z', dateColumn: 'day' }).dataset; // { fingerprint: 'sha256:…', rows: 4, columns: 2 }
 */
export function reportHeader(ds: Dataset, options: AnalyzeDatasetOptions): ReportHeader {
  return {
    format: 'tallyline-report/1',
    coreVersion: CORE_VERSION,
    generatedAt: new Date(options.now).toISOString(),
    dataset: { fingerprint: fingerprintDataset(ds), rows: ds.rowCount, columns: ds.headers.length },
    import: importSettings(ds),
    roles: ds.roles.map((r) => ({ column: r.column, role: r.role, aggregation: r.aggregation })),
    parameters: {
      dateColumn: options.dateColumn ?? null,
      groupColumn: options.groupColumn ?? null,
      valueColumn: options.valueColumn ?? null,
      horizon: options.horizon ?? FORECAST_PERIODS,
      anomalyThreshold: options.anomalyThreshold ?? ANOMALY_THRESHOLD,
      thresholds: THRESHOLDS,
    },
  };
}
