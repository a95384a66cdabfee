import { z } from '@hono/zod-openapi';

const ROLES = ['identifier', 'time', 'measure', 'dimension', 'series', 'text'] as const;
/** The longest `settings` query parameter: a URL is no place for more (send JSON with a dataset_id instead). */
export const MAX_SETTINGS_CHARS = 8000;

/** The choices of an analysis, the same as the app's import settings and step controls. */
const settingsShape = {
  sheet: z.string().min(1).optional().openapi({ description: 'The .xlsx sheet to read (default: the first)', example: 'Sales' }),
  delimiter: z.enum([',', ';', 'tab', '|']).optional().openapi({ description: 'CSV field delimiter (default: detected)' }),
  decimal_separator: z.enum(['.', ',']).optional().openapi({ description: 'Decimal separator (default: detected)' }),
  date_order: z.enum(['DMY', 'MDY']).optional().openapi({ description: 'How a/b/yyyy dates are read (default: detected)' }),
  column_roles: z
    .record(z.string(), z.enum(ROLES))
    .optional()
    .openapi({ description: 'Role overrides by column name', example: { order_id: 'identifier', price: 'measure' } }),
  date_column: z.string().min(1).optional().openapi({ description: 'The time column for trend, KPIs and portfolio', example: 'day' }),
  group_by: z.string().min(1).optional().openapi({ description: 'The column to group by (portfolio, dashboard categories)', example: 'region' }),
  value_column: z.string().min(1).optional().openapi({ description: 'The measure to analyse', example: 'sales' }),
};

const SETTINGS_DESCRIPTION =
  "Every step's choices, as @tallyline/core's AnalysisSettings — the same object a report header records as its `parameters` " +
  '(without `thresholds`): `dateColumn`, `groupColumn`, `valueColumn`, `horizon`, `anomalyThreshold`, and per step `dashboard` ' +
  '(`xColumn`, `yColumn`, `charts` by widget id), `kpis` (`columns`, `targets`), `portfolio` (`groupColumn`, `valueColumn`, `edits`) ' +
  'and `trend` (`column`, `dateColumn`, `entity`, `horizon`). Checked by core: an unknown or mistyped field is a 400 naming it. ' +
  'The flat fields above are shorthands for the shared ones; giving one both ways with different values is a 400.';
const SETTINGS_EXAMPLE = { kpis: { columns: ['sales'], targets: { sales: 1200 } }, trend: { column: 'sales', dateColumn: 'day', horizon: 6 } };

/** POST /analyses with a JSON body: analyse a saved dataset. */
export const AnalyzeDatasetBodySchema = z
  .object({
    dataset_id: z.uuid().openapi({ description: 'A dataset of yours (GET /v1/datasets)' }),
    ...settingsShape,
    horizon: z.number().int().min(1).max(500).optional().openapi({ description: 'Forecast periods (default 5)', example: 12 }),
    settings: z.record(z.string(), z.unknown()).optional().openapi({ description: SETTINGS_DESCRIPTION, example: SETTINGS_EXAMPLE }),
    async: z.boolean().optional().openapi({ description: 'Run as a job (202) even when small' }),
  })
  .strict()
  .openapi('AnalyzeDatasetRequest', { example: { dataset_id: '6f1c0d1e-8a53-4a57-9c1e-2f1b8e0c9a11', date_column: 'day', group_by: 'region', horizon: 12 } });

/** The same settings as query parameters, for a CSV or .xlsx body. `role` is repeatable: `role=order_id:identifier`. */
export const AnalyzeFileQuerySchema = z
  .object({
    sheet: settingsShape.sheet,
    delimiter: settingsShape.delimiter,
    decimal_separator: settingsShape.decimal_separator,
    date_order: settingsShape.date_order,
    role: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .openapi({ description: 'A role override `column:role`; repeat for several', example: 'order_id:identifier' }),
    date_column: settingsShape.date_column,
    group_by: settingsShape.group_by,
    value_column: settingsShape.value_column,
    horizon: z.string().regex(/^\d{1,3}$/, 'expected a whole number of periods from 1 to 500').optional().openapi({ description: 'Forecast periods, 1–500 (default 5)', example: '12' }),
    settings: z
      .string()
      .max(MAX_SETTINGS_CHARS)
      .optional()
      .openapi({ description: `The same settings object as JSON text (at most ${MAX_SETTINGS_CHARS} characters). ${SETTINGS_DESCRIPTION}`, example: JSON.stringify(SETTINGS_EXAMPLE) }),
    async: z.enum(['true', 'false']).optional().openapi({ description: 'true: run as a job (202) even when small' }),
  })
  .strict();

export const AnalysisIdParamSchema = z.object({
  id: z.string().regex(/^an_[0-9a-f]{32}$/).openapi({ param: { name: 'id', in: 'path' }, example: 'an_4f9c2b7e1d3a4c5b8e6f7a8b9c0d1e2f' }),
});

const ProgressSchema = z
  .object({
    stage: z.enum(['queued', 'reading', 'analyzing', 'done']),
    bytes: z.number().int().openapi({ description: 'Bytes read so far' }),
    total_bytes: z.number().int().nullable(),
    rows: z.number().int().openapi({ description: 'Rows parsed so far' }),
  })
  .openapi('AnalysisProgress');

const InputSchema = z
  .object({
    source: z.enum(['body', 'dataset_file', 'dataset_rows']).openapi({
      description:
        "What was read: the request's file (`body`), a saved dataset's kept original file with every row (`dataset_file`), or — for a dataset without one — the rows kept in the database (`dataset_rows`; for a dataset the app saved, only its first 10,000)",
    }),
    dataset_id: z.string().nullable(),
    dataset_version: z.number().int().nullable(),
    dataset_rows: z.number().int().nullable().openapi({ description: "The saved dataset's row count" }),
    note: z.string().nullable().openapi({ description: 'Says so when the input is not the whole file' }),
  })
  .openapi('AnalysisInput');

/** The analysis itself: what `analyzeDataset` in @tallyline/core returns (see its README). */
const ResultSchema = z
  .object({
    header: z.record(z.string(), z.unknown()).openapi({ description: 'Reproducibility header: fingerprint, counts, import settings, roles, parameters, thresholds, core version, time' }),
    summary: z.record(z.string(), z.unknown()).openapi({ description: 'Profile: rows, columns, types, sample values' }),
    detected: z.record(z.string(), z.unknown()),
    warnings: z.array(z.record(z.string(), z.unknown())),
    quality: z.record(z.string(), z.unknown()),
    roles: z.array(z.record(z.string(), z.unknown())),
    dashboard: z.record(z.string(), z.unknown()),
    kpis: z.array(z.record(z.string(), z.unknown())),
    portfolio: z.record(z.string(), z.unknown()),
    trend: z.record(z.string(), z.unknown()).openapi({ description: 'Trend with forecast and prediction intervals' }),
    report: z.record(z.string(), z.unknown()),
  })
  .openapi('AnalysisResult');

export const AnalysisSchema = z
  .object({
    id: z.string(),
    status: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
    progress: ProgressSchema,
    input: InputSchema,
    created_at: z.string(),
    finished_at: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    result: ResultSchema.nullable().openapi({ description: 'Present once status is succeeded' }),
    report_url: z.string().openapi({ description: 'The Markdown report, once succeeded' }),
  })
  .openapi('Analysis', {
    example: {
      id: 'an_4f9c2b7e1d3a4c5b8e6f7a8b9c0d1e2f',
      status: 'running',
      progress: { stage: 'reading', bytes: 1048576, total_bytes: 5242880, rows: 21844 },
      input: { source: 'dataset_file', dataset_id: '6f1c0d1e-8a53-4a57-9c1e-2f1b8e0c9a11', dataset_version: 3, dataset_rows: 400000, note: null },
      created_at: '2026-11-25T09:30:00.000Z',
      finished_at: null,
      error: null,
      result: null,
      report_url: '/v1/analyses/an_4f9c2b7e1d3a4c5b8e6f7a8b9c0d1e2f/report.md',
    },
  });

export type AnalyzeDatasetBody = z.infer<typeof AnalyzeDatasetBodySchema>;
export type AnalyzeFileQuery = z.infer<typeof AnalyzeFileQuerySchema>;
