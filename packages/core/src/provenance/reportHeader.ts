import { readAnalysisSettings } from '../analysis/readAnalysisSettings.js';
import type { AnalysisSettings, AnalyzeDatasetOptions } from '../analysis/types.js';
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
import type { AnalysisParameters, ReportHeader } from './types.js';

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
 * Each step's own choices, for the steps where any was made (an empty one changes nothing and is left
 * out), checked and in the schema's field order: the app builds them in its own order, and a re-run's
 * header must come out line for line the same.
 */
function stepChoices(options: AnalysisSettings): Pick<AnalysisParameters, 'dashboard' | 'kpis' | 'portfolio' | 'trend'> {
  const made = <T extends object>(o: T | undefined): o is T => o !== undefined && Object.keys(o).length > 0;
  const { dashboard, kpis, portfolio, trend } = options;
  return readAnalysisSettings({ ...(made(dashboard) ? { dashboard } : {}), ...(made(kpis) ? { kpis } : {}), ...(made(portfolio) ? { portfolio } : {}), ...(made(trend) ? { trend } : {}) });
}

/**
 * What a report records to be reproducible: the data's fingerprint, row and column counts, the
 * import settings, the roles, every parameter and threshold (each step's own choices included), the
 * core version and the time. Throws CoreError INVALID_ARGUMENT when a step's choices are malformed
 * (`readAnalysisSettings`): a header must never record what a re-run cannot read back.
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
      horizon: options.trend?.horizon ?? options.horizon ?? FORECAST_PERIODS,
      anomalyThreshold: options.anomalyThreshold ?? ANOMALY_THRESHOLD,
      ...stepChoices(options),
      thresholds: THRESHOLDS,
    },
  };
}
