import { openAsBlob } from 'node:fs';
import { dashboardDescription, datasetFromRows, generateKpis, isGeneratedDescription, parseFile, readSavedImportSettings, savedFileOptions, widgetChartData, WIDGET_DATA_ROWS, type Dataset, type SavedRow, type Widget } from '@tallyline/core';
import type { AppContext } from '../context.js';
import type { Sql } from '../db/types.js';
import { asApiError } from './analyses/readAnalysisInput.js';
import { ApiError, notFound } from './errors.js';
import { findOriginal, type StoredOriginal } from './originals.js';
import { asUser, type Principal } from './principal.js';
import { json, num } from './rows.js';

/**
 * Dashboards and KPIs that follow a saved dataset (issue 18; `dataset_id`, migrations 0410 and 0431).
 * Their numbers are recomputed when they are saved with a dataset and whenever the dataset's content
 * changes through /v1 (a refresh, a restore), in the same transaction as that change: every read, list
 * and share link then shows the numbers of the dataset as it is, and a read costs no computation.
 */

/** How a KPI that follows a dataset is measured: core's generateKpis for one column. */
export interface KpiMeasure {
  column: string;
  /** The time column (default: the dataset's first one; null: none, rows in file order). */
  date_column?: string | null;
  /** With a series key (stocks: symbol): the entity followed (default: the one with most rows). */
  entity?: string;
  /** A fixed target instead of the baseline period's value. */
  target?: number;
}

/** What a KPI row holds that the dataset decides. */
export interface KpiNumbers {
  current_value: number | null;
  target_value: number | null;
  trend: 'up' | 'down' | 'stable' | null;
  formula: string;
}

/** The dataset's content as a Dataset: its current version's kept original (every row), else the rows in the database. */
export async function readDataset(ctx: AppContext, p: Principal, id: string): Promise<Dataset> {
  const found = await asUser(ctx, p, async (tx) => {
    const { rows } = await tx.query<{ user_id: string; headers: unknown; version: number; import_settings: unknown }>(
      'SELECT user_id, headers, version, import_settings FROM public.datasets WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw notFound('Dataset');
    const original = await findOriginal(tx, ctx.config.dataDir, row.user_id, id, num(row.version));
    if (original) return { original, importSettings: row.import_settings, headers: [], data: [] };
    const data = json<SavedRow[]>((await tx.query<{ data: unknown }>('SELECT data FROM public.datasets WHERE id = $1', [id])).rows[0]?.data, []);
    return { original: null, importSettings: null, headers: json<string[]>(row.headers, []), data };
  });
  if (found.original) return parseOriginal(found.original, found.importSettings);
  return datasetFromRows(found.headers, found.data);
}

/**
 * A kept original as a Dataset, parsed as the app reopens it: with the import settings saved with the dataset
 * (`import_settings`, migration 0450 — the sheet of a workbook, a forced delimiter, column types and roles;
 * null = detected), read by core as the app reads them (issue 18).
 */
export async function parseOriginal(original: StoredOriginal, importSettings: unknown): Promise<Dataset> {
  try {
    return await parseFile(await openAsBlob(original.path), savedFileOptions(readSavedImportSettings(importSettings)));
  } catch (e) {
    throw asApiError(e);
  }
}

/**
 * A dashboard's panels over `ds`, as the app recomputes a saved dashboard (apps/web recomputeSaved.ts):
 * each panel of core's shape (type chart or summary) gets the data's first rows and counts, and each chart
 * panel the points it draws (core's widgetChartData with its axes, aggregation, unit, series and limit).
 * Panels of another shape are kept as sent. A chart panel naming a column the data lacks is 422.
 */
export function recomputeWidgets(ds: Dataset, widgets: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const stats = { totalRows: ds.rowCount, totalColumns: ds.headers.length, numericColumns: ds.summary.numericColumns };
  const data = Array.from({ length: Math.min(WIDGET_DATA_ROWS, ds.rowCount) }, (_, i) => ds.row(i));
  return widgets.map((w) => {
    if (w.type !== 'chart' && w.type !== 'summary') return w;
    const widget = { ...w, data, stats } as unknown as Widget;
    if (widget.type !== 'chart' || !widget.chartType || !widget.xAxis) return widget as unknown as Record<string, unknown>;
    for (const column of [widget.xAxis, widget.yAxis, widget.series]) {
      if (column !== undefined && !ds.headers.includes(column)) throw new ApiError(422, 'unknown_column', `Panel ${String(w.id)} names column "${column}", which the dataset does not have`);
    }
    try {
      return { ...widget, chartData: widgetChartData(ds, widget) };
    } catch (e) {
      throw new ApiError(422, 'invalid_widget', `Panel ${String(w.id)} cannot be drawn from the dataset: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
}

/** The KPI's numbers over `ds` (core's generateKpis for the measure's column); null numbers when the column has none. */
export function measureKpiOf(ds: Dataset, m: KpiMeasure): KpiNumbers {
  if (!ds.headers.includes(m.column)) throw new ApiError(422, 'unknown_column', `The dataset has no column "${m.column}"`);
  if (m.date_column && !ds.headers.includes(m.date_column)) throw new ApiError(422, 'unknown_column', `The dataset has no column "${m.date_column}"`);
  const kpis = generateKpis(ds, {
    columns: [m.column],
    ...(m.date_column !== undefined ? { dateColumn: m.date_column } : {}),
    ...(m.target !== undefined ? { targets: { [m.column]: m.target } } : {}),
  }).filter((k) => k.column === m.column);
  const kpi = m.entity !== undefined ? kpis.find((k) => k.entity === m.entity) : kpis[0];
  if (!kpi) return { current_value: null, target_value: m.target ?? null, trend: null, formula: `${m.column}: no number to measure` };
  return { current_value: kpi.current_value, target_value: kpi.target_value, trend: kpi.trend, formula: kpi.formula };
}

/**
 * Recomputes, in the writer's transaction `tx`, every dashboard and KPI that follows dataset `id`, over
 * its new content (`content()`, asked only when something follows it). A dashboard's description written by core ("Generated from N rows and M
 * columns") follows the counts; one the user wrote is kept. A panel or KPI that no longer fits the data
 * (a column no longer numeric) keeps its shape with empty points or null numbers rather than failing the
 * refresh.
 */
export async function recomputeFollowers(tx: Sql, id: string, content: () => Dataset | Promise<Dataset>): Promise<void> {
  const dashboards = await tx.query<{ id: string; description: string | null; widgets: unknown }>('SELECT id, description, widgets FROM public.dashboards WHERE dataset_id = $1', [id]);
  const kpis = await tx.query<{ id: string; measure: unknown }>('SELECT id, measure FROM public.kpis WHERE dataset_id = $1', [id]);
  if (dashboards.rows.length === 0 && kpis.rows.length === 0) return;
  const ds = await content();
  for (const d of dashboards.rows) {
    const widgets = json<Record<string, unknown>[]>(d.widgets, []);
    let next: Record<string, unknown>[];
    try {
      next = recomputeWidgets(ds, widgets);
    } catch {
      next = widgets.map((w) => (w.type === 'chart' ? { ...w, chartData: [] } : w));
    }
    const description = d.description !== null && isGeneratedDescription(d.description) ? dashboardDescription(ds) : d.description;
    await tx.query('UPDATE public.dashboards SET widgets = $2::jsonb, description = $3 WHERE id = $1', [d.id, JSON.stringify(next), description]);
  }
  for (const k of kpis.rows) {
    const m = json<KpiMeasure | null>(k.measure, null);
    if (!m) continue;
    let n: KpiNumbers;
    try {
      n = measureKpiOf(ds, m);
    } catch {
      n = { current_value: null, target_value: m.target ?? null, trend: null, formula: `${m.column}: no number to measure` };
    }
    await tx.query('UPDATE public.kpis SET current_value = $2, target_value = $3, trend = $4, formula = $5 WHERE id = $1', [k.id, n.current_value, n.target_value, n.trend, n.formula]);
  }
}
