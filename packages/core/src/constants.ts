/**
 * The spec's numbers, each pointing at the line of ../shared/spec/app.md it encodes.
 * Everything else in core reads them from here.
 */

/** §9 "Column typing: first 10 non-empty values". */
export const TYPE_SAMPLE_SIZE = 10;
/** §5 "numeric if more than 80% of its first 10 non-empty values are numbers". */
export const NUMERIC_SHARE_THRESHOLD = 0.8;
/** §3 "sampleValues per column (first 10 non-empty values)". */
export const SAMPLE_VALUES = 10;

/** §9 "Upload limit text: 10MB" (anonymous) and the help FAQ's Premium 100MB (architecture.md §3). */
export const UPLOAD_LIMIT_ANONYMOUS_BYTES = 10 * 1024 * 1024;
export const UPLOAD_LIMIT_SIGNED_IN_BYTES = 100 * 1024 * 1024;

/**
 * Issue 15 (documented limits, docs/ingest.md "Limits"): a header with more columns than Excel's 16,384 is
 * `TOO_MANY_COLUMNS`, thrown as soon as the header passes it; a field longer than 1,048,576 characters
 * (32 times Excel's cell limit; in practice a quote that never closes) is `FIELD_TOO_LONG`.
 */
export const MAX_COLUMNS = 16_384;
export const MAX_FIELD_CHARS = 1_048_576;

/** §9 "Data explorer page sizes 5, 10, 25, 50, 100 (default 10); at most 5 page buttons". */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;
/** §2 "CSV export named exported_data.csv". */
export const EXPORT_FILE_NAME = 'exported_data.csv';

/** §9 "Chart aggregation: ... top 10; pie top 8 (dashboard pie top 5); dashboard charts use first 8 groups". */
export const CHART_TOP_N = 10;
export const PIE_TOP_N = 8;
export const DASHBOARD_PIE_TOP_N = 5;
export const DASHBOARD_GROUPS = 8;
/** §9 "Chart height 400 (dashboard panels 250)". */
export const CHART_HEIGHT = 400;
export const DASHBOARD_CHART_HEIGHT = 250;

/** §9 "Dashboard grid 12 columns; chart 8 wide by 4 high, summary 4 by 4; fallback 12 by 6. Widget data is the first 10 rows." */
export const DASHBOARD_GRID_COLUMNS = 12;
export const WIDGET_DATA_ROWS = 10;

/** §9 "KPIs: up to 4". (Its "target_value = 80% of the maximum" gave way to issue 13: see kpi/measureKpi.ts.) */
export const MAX_KPIS = 4;
/** §9 KPI status: ">= 90% 'On Track'; >= 70% 'At Risk'; else 'Behind'". */
export const KPI_ON_TRACK_RATIO = 0.9;
export const KPI_AT_RISK_RATIO = 0.7;

/** §9 "default risk_score 5; sample fallback portfolio total 100000". */
export const DEFAULT_RISK_SCORE = 5;
export const SAMPLE_PORTFOLIO_TOTAL = 100000;
/** §9 "symbol = first 4 letters upper-cased". */
export const SYMBOL_LENGTH = 4;

/** §9 "5 forecast periods"; "fallback sample of 12 periods with 2 anomalies". */
export const FORECAST_PERIODS = 5;
export const SAMPLE_TREND_PERIODS = 12;
/** Issue 3: only series longer than 500 points are bucketed. */
export const MAX_TREND_POINTS = 500;

/** §9 "missing under 5% excellent, under 15% good". */
export const MISSING_EXCELLENT_SHARE = 0.05;
export const MISSING_GOOD_SHARE = 0.15;

/** §9 "8 suggested chat questions". */
export const SUGGESTED_QUESTION_COUNT = 8;
/** §4 workflow: six steps. */
export const WORKFLOW_STEPS = 6;

/** Largest unpacked size of one .xlsx part (a sheet's XML, the shared strings) ingest inflates: zip-bomb guard (docs/xlsx.md). */
export const XLSX_MAX_PART_BYTES = 512 * 1024 * 1024;
