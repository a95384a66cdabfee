import { z } from '@hono/zod-openapi';

/**
 * The request and response shapes of the public API (spec site.md §3 "documented
 * data shapes", §5 "documented required parameters"). The same objects validate
 * requests and generate /v1/openapi.json, so the docs cannot drift from behaviour.
 */

const timestamp = z.string().openapi({ format: 'date-time', example: '2026-01-15T09:30:00.000Z' });
const uuid = z.uuid().openapi({ example: '6f1c2a4e-8d3b-4c8e-9a51-2f0e7b1d3c44' });

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'unauthorized' }),
      message: z.string().openapi({ example: 'Invalid API key provided' }),
    }),
  })
  .openapi('Error');

export const SuccessSchema = z.object({ success: z.literal(true) }).openapi('Success');

export const IdParamSchema = z.object({
  id: uuid.openapi({ param: { name: 'id', in: 'path' } }),
});

// ── auth ────────────────────────────────────────────────────────────────
export const UserSchema = z
  .object({ id: uuid, email: z.string().openapi({ example: 'ada@example.com' }), created_at: timestamp })
  .openapi('User');

export const SessionSchema = z
  .object({
    access_token: z.string().openapi({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…' }),
    refresh_token: z.string().openapi({ example: 'v1rT0k3nExample' }),
    expires_at: z.number().int().openapi({ description: 'Unix time (seconds) when the access token expires', example: 1768470600 }),
  })
  .openapi('Session');

export const SignInBodySchema = z
  .strictObject({
    email: z.string().min(1).openapi({ example: 'ada@example.com' }),
    password: z.string().min(1).openapi({ example: 'correct horse battery staple' }),
    code: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .openapi({ description: 'For an account with two-factor sign-in: the 6-digit code from the authenticator app, or a one-time recovery code', example: '123456' }),
  })
  .openapi('SignInRequest');

export const SignUpBodySchema = z
  .strictObject({
    email: z.email().openapi({ example: 'ada@example.com' }),
    password: z.string().min(1).openapi({ example: 'correct horse battery staple' }),
    full_name: z.string().max(200).optional().openapi({ example: 'Ada Lovelace' }),
  })
  .openapi('SignUpRequest');

export const AuthResultSchema = z
  .object({
    user: UserSchema,
    session: z.union([SessionSchema, z.null()]).openapi({ description: 'null when the e-mail address must be confirmed first' }),
  })
  .openapi('AuthResult');

// ── datasets ────────────────────────────────────────────────────────────
const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const row = z.record(z.string(), cell).openapi({ example: { region: 'North', revenue: 1200 } });

export const DatasetSummarySchema = z
  .object({
    id: uuid,
    name: z.string().openapi({ example: 'Q1 sales' }),
    description: z.string().nullable().openapi({ example: 'Orders by region' }),
    file_name: z.string().nullable().openapi({ example: 'q1-sales.csv' }),
    row_count: z.number().int().openapi({ example: 2 }),
    column_count: z.number().int().openapi({ example: 2 }),
    version: z.number().int().openapi({ description: 'Starts at 1; each refresh or restore adds 1 (GET /datasets/{id}/versions lists the earlier ones)', example: 1 }),
    created_at: timestamp,
  })
  .openapi('DatasetSummary');

export const DatasetSchema = DatasetSummarySchema.extend({
  headers: z.array(z.string()).openapi({ example: ['region', 'revenue'] }),
  data: z.array(row).openapi({ example: [{ region: 'North', revenue: 1200 }, { region: 'South', revenue: 950 }] }),
  updated_at: timestamp,
}).openapi('Dataset');

export const CreateDatasetBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200).openapi({ example: 'Q1 sales' }),
    description: z.string().max(2000).optional().openapi({ example: 'Orders by region' }),
    file_name: z.string().trim().min(1).max(255).openapi({ example: 'q1-sales.csv' }),
    headers: z
      .array(z.string().min(1))
      .min(1)
      .refine((h) => new Set(h).size === h.length, { message: 'headers must be unique' })
      .openapi({ example: ['region', 'revenue'] }),
    data: z.array(row).openapi({ example: [{ region: 'North', revenue: 1200 }, { region: 'South', revenue: 950 }] }),
  })
  .openapi('CreateDatasetRequest');

// ── dashboards ──────────────────────────────────────────────────────────
export const WidgetSchema = z
  .looseObject({
    id: z.string().min(1).openapi({ example: 'w1' }),
    type: z.string().min(1).openapi({ example: 'bar' }),
    title: z.string().openapi({ example: 'Revenue by region' }),
    position: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).openapi({ example: { x: 0, y: 0, w: 6, h: 4 } }),
  })
  .openapi('Widget');

const layout = z.record(z.string(), z.unknown()).openapi({ example: { columns: 12 } });

const FOLLOWS =
  'The saved dataset this follows, or null. Its numbers are then computed by the API from the dataset: when it is saved with one, and again, in the same transaction, whenever the dataset\'s content changes through POST /datasets/{id}/refresh or a restore — so every read, list and share link shows the dataset as it is now, and a read computes nothing. Deleting the dataset deletes what follows it.';
const datasetLink = uuid.nullable().openapi({ description: FOLLOWS });
const DASHBOARD_FOLLOWS =
  ' For a dashboard: each panel of core\'s shape (type chart or summary, as POST /analyses answers in result.dashboard.widgets) gets the data\'s first 10 rows (data), counts (stats) and, for a chart panel, the points it draws (chartData, from its xAxis, yAxis, aggregation, unit, series and limit); panels of another shape are kept as sent.';

export const DashboardSchema = z
  .object({
    id: uuid,
    name: z.string().openapi({ example: 'Sales overview' }),
    description: z.string().nullable().openapi({ example: 'Weekly numbers' }),
    layout,
    widgets: z.array(WidgetSchema),
    dataset_id: datasetLink.openapi({ description: FOLLOWS + DASHBOARD_FOLLOWS }),
    is_public: z.boolean().openapi({
      example: true,
      description:
        'Shared through its share link (share_url). Setting it to true makes a link when there is none (an existing one is kept); false revokes the link at once, and a later true makes a new one.',
    }),
    share_url: z
      .string()
      .url()
      .nullable()
      .openapi({
        example: 'https://tallyline.example/app/share/Zk3q9x2Lw8pVbN4mR7tYc1uE6sH0aJ5dF2gK8iO3nQw',
        description:
          'The share link while is_public is true, else null: anyone holding it sees the dashboard\'s name, description and the figures its panels draw (no raw rows, no owner). POST /dashboards/{id}/share replaces it, DELETE /dashboards/{id}/share revokes it.',
      }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('Dashboard');

export const CreateDashboardBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200).openapi({ example: 'Sales overview' }),
    description: z.string().max(2000).optional(),
    layout: layout.optional(),
    widgets: z.array(WidgetSchema).optional(),
    dataset_id: datasetLink.optional().openapi({ description: FOLLOWS + DASHBOARD_FOLLOWS }),
    is_public: z.boolean().optional(),
  })
  .openapi('CreateDashboardRequest');

export const UpdateDashboardBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(2000).nullable().optional(),
    layout: layout.optional(),
    widgets: z.array(WidgetSchema).optional(),
    dataset_id: datasetLink.optional().openapi({ description: FOLLOWS + DASHBOARD_FOLLOWS }),
    is_public: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'at least one field is required' })
  .openapi('UpdateDashboardRequest', { example: { is_public: true } });

// ── KPIs ────────────────────────────────────────────────────────────────
export const TrendSchema = z.enum(['up', 'down', 'stable']).openapi('Trend');

export const KpiMeasureSchema = z
  .strictObject({
    column: z.string().min(1).max(1000).openapi({ description: 'The numeric column measured', example: 'sales' }),
    date_column: z.string().min(1).max(1000).nullable().optional().openapi({
      description: "The time column whose latest complete period is compared with its baseline (default: the dataset's first time column; null: none, the measure over all rows)",
      example: 'day',
    }),
    entity: z.string().max(1000).optional().openapi({ description: 'With a series key (e.g. a stock symbol column): the entity followed (default: the one with the most rows)' }),
    target: z.number().optional().openapi({ description: "A fixed target instead of the baseline period's value", example: 50000 }),
  })
  .openapi('KpiMeasure', {
    description:
      'How a KPI that follows a dataset is measured — as POST /analyses measures its KPIs (result.kpis): current_value is the column summed or averaged (as it adds up) over the latest complete period, target_value the same period a year earlier (else the previous one) or the fixed target, trend compares them, formula says how.',
  });
const KPI_FOLLOWS = ' For a KPI: needs measure; current_value, target_value, trend and formula are computed from it and replace the values sent.';

export const KpiSchema = z
  .object({
    id: uuid,
    name: z.string().openapi({ example: 'Monthly revenue' }),
    description: z.string().nullable(),
    formula: z.string().nullable().openapi({ example: 'SUM(revenue)' }),
    current_value: z.number().nullable().openapi({ example: 48200 }),
    target_value: z.number().nullable().openapi({ example: 50000 }),
    trend: z.union([TrendSchema, z.null()]),
    category: z.string().nullable().openapi({ example: 'Sales' }),
    dataset_id: datasetLink.openapi({ description: FOLLOWS + KPI_FOLLOWS }),
    measure: z.union([KpiMeasureSchema, z.null()]),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('Kpi');

export const CreateKpiBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200).openapi({ example: 'Monthly revenue' }),
    description: z.string().max(2000).optional(),
    formula: z.string().trim().min(1).max(2000).openapi({ example: 'SUM(revenue)' }),
    current_value: z.number().openapi({ example: 48200 }),
    target_value: z.number().optional().openapi({ example: 50000 }),
    trend: TrendSchema.optional(),
    category: z.string().trim().min(1).max(200).openapi({ example: 'Sales' }),
    dataset_id: datasetLink.optional().openapi({ description: FOLLOWS + KPI_FOLLOWS }),
    measure: KpiMeasureSchema.optional(),
  })
  .refine((b) => ((b.dataset_id ?? null) === null) === (b.measure === undefined), { message: 'dataset_id and measure go together: send both or neither', path: ['measure'] })
  .openapi('CreateKpiRequest');

export const UpdateKpiBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(2000).nullable().optional(),
    formula: z.string().trim().min(1).max(2000).optional(),
    current_value: z.number().optional(),
    target_value: z.number().nullable().optional(),
    trend: z.union([TrendSchema, z.null()]).optional(),
    category: z.string().trim().min(1).max(200).optional(),
    dataset_id: datasetLink.optional().openapi({ description: FOLLOWS + KPI_FOLLOWS }),
    measure: KpiMeasureSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'at least one field is required' })
  .openapi('UpdateKpiRequest', { example: { current_value: 51000, trend: 'up' } });

// ── API keys ────────────────────────────────────────────────────────────
export const ScopeSchema = z.enum(['read', 'read-write']).openapi('Scope');
export const TierSchema = z.enum(['free', 'professional', 'enterprise']).openapi('Tier');

export const ApiKeySchema = z
  .object({
    id: uuid,
    name: z.string().openapi({ example: 'Reporting script' }),
    prefix: z.string().openapi({ description: 'The first characters of the key, to recognise it', example: 'tl_Xk3v9QaB' }),
    scope: ScopeSchema,
    tier: TierSchema,
    rate_limit: z.number().int().openapi({ description: 'Requests per minute allowed for this key', example: 100 }),
    last_used_at: timestamp.nullable(),
    revoked_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .openapi('ApiKey');

export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().openapi({ description: 'The full key. Shown only in this answer; store it now.', example: 'tl_Xk3v9QaB7m2LwP0sRt8YzE1cVn4HjK6dFg5uIo' }),
}).openapi('CreatedApiKey');

export const CreateApiKeyBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100).openapi({ example: 'Reporting script' }),
    scope: ScopeSchema.default('read').openapi({ description: 'read (GET only) or read-write; default read' }),
  })
  .openapi('CreateApiKeyRequest');
