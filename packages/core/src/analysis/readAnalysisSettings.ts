import type { ChartChoice } from '../chart/types.js';
import { CoreError } from '../errors.js';
import type { AssetInput, PortfolioEdit } from '../portfolio/types.js';
import type { AnalysisSettings, DashboardSettings, KpiSettings, PortfolioSettings, TrendSettings } from './types.js';

/** Forecast periods a user may ask for. */
export const MAX_HORIZON = 500;
/** The largest anomaly threshold on |robust z| accepted (above it nothing is ever an anomaly). */
export const MAX_ANOMALY_THRESHOLD = 100;
const CHART_AGGREGATIONS = ['count', 'sum', 'mean', 'median', 'min', 'max', 'distinct'] as const;
/** Caps that keep a hostile settings object small to check and to store in a header. */
const MAX_LIST = 1000;
const MAX_TEXT = 1000;

type Obj = Record<string, unknown>;

/**
 * Checks an untyped value (a report header's parameters, an API request's `settings`) against
 * `AnalysisSettings`, the one schema of an analysis's choices, and returns it typed. Throws CoreError
 * INVALID_ARGUMENT naming the first field that is wrong and what it expects (unknown fields included,
 * so a misspelt choice is not silently ignored). Column names are checked against the data by `analyzeDataset`.
 *
 * @example
 * readAnalysisSettings({ trend: { horizon: 0 } }); // throws: settings.trend.horizon must be a whole number from 1 to 500 (got 0)
 */
export function readAnalysisSettings(value: unknown, path = 'settings'): AnalysisSettings {
  const o = object(value, path, ['dateColumn', 'groupColumn', 'valueColumn', 'horizon', 'anomalyThreshold', 'dashboard', 'kpis', 'portfolio', 'trend']);
  return compact({
    dateColumn: optional(o, 'dateColumn', path, text),
    groupColumn: optional(o, 'groupColumn', path, text),
    valueColumn: optional(o, 'valueColumn', path, text),
    horizon: optional(o, 'horizon', path, horizon),
    anomalyThreshold: optional(o, 'anomalyThreshold', path, threshold),
    dashboard: optional(o, 'dashboard', path, dashboard),
    kpis: optional(o, 'kpis', path, kpis),
    portfolio: optional(o, 'portfolio', path, portfolio),
    trend: optional(o, 'trend', path, trend),
  });
}

function dashboard(v: unknown, path: string): DashboardSettings {
  const o = object(v, path, ['xColumn', 'yColumn', 'charts']);
  return compact({ xColumn: optional(o, 'xColumn', path, text), yColumn: optional(o, 'yColumn', path, text), charts: optional(o, 'charts', path, (c, p) => record(c, p, chartChoice)) });
}

function chartChoice(v: unknown, path: string): ChartChoice {
  const o = object(v, path, ['xAxis', 'yAxis', 'aggregation', 'series']);
  return compact({
    xAxis: optional(o, 'xAxis', path, text),
    yAxis: optional(o, 'yAxis', path, nullable(text)),
    aggregation: optional(o, 'aggregation', path, (a, p) => oneOf(a, p, CHART_AGGREGATIONS)),
    series: optional(o, 'series', path, nullable(text)),
  });
}

function kpis(v: unknown, path: string): KpiSettings {
  const o = object(v, path, ['columns', 'targets']);
  return compact({ columns: optional(o, 'columns', path, (c, p) => list(c, p, text)), targets: optional(o, 'targets', path, (t, p) => record(t, p, finite)) });
}

function portfolio(v: unknown, path: string): PortfolioSettings {
  const o = object(v, path, ['groupColumn', 'valueColumn', 'edits']);
  return compact({ groupColumn: optional(o, 'groupColumn', path, text), valueColumn: optional(o, 'valueColumn', path, text), edits: optional(o, 'edits', path, (e, p) => list(e, p, portfolioEdit)) });
}

function portfolioEdit(v: unknown, path: string): PortfolioEdit {
  const op = object(v, path, ['op', 'asset', 'index', 'quantity', 'price', 'name', 'description']).op;
  const amount = (a: unknown, p: string) => (typeof a === 'number' ? finite(a, p) : text(a, p));
  switch (op) {
    case 'add': {
      const o = object(v, path, ['op', 'asset']);
      return { op, asset: required(o, 'asset', path, asset) };
    }
    case 'update': {
      const o = object(v, path, ['op', 'index', 'quantity', 'price']);
      return compact({ op, index: required(o, 'index', path, index), quantity: optional(o, 'quantity', path, amount), price: optional(o, 'price', path, amount) });
    }
    case 'remove': {
      const o = object(v, path, ['op', 'index']);
      return { op, index: required(o, 'index', path, index) };
    }
    case 'save': {
      const o = object(v, path, ['op', 'name', 'description']);
      return compact({ op, name: optional(o, 'name', path, anyText), description: optional(o, 'description', path, anyText) });
    }
    default:
      throw invalid(`${path}.op`, 'one of add, update, remove, save', op);
  }
}

function asset(v: unknown, path: string): AssetInput {
  const o = object(v, path, ['symbol', 'name', 'quantity', 'price']);
  const amount = (a: unknown, p: string) => (typeof a === 'number' ? finite(a, p) : anyText(a, p));
  return { symbol: required(o, 'symbol', path, anyText), name: required(o, 'name', path, anyText), quantity: required(o, 'quantity', path, amount), price: required(o, 'price', path, amount) };
}

function trend(v: unknown, path: string): TrendSettings {
  const o = object(v, path, ['column', 'dateColumn', 'entity', 'horizon']);
  return compact({ column: optional(o, 'column', path, text), dateColumn: optional(o, 'dateColumn', path, nullable(text)), entity: optional(o, 'entity', path, anyText), horizon: optional(o, 'horizon', path, horizon) });
}

// ---- the field checks: each answers the value typed or throws naming the path

function object(v: unknown, path: string, keys: readonly string[]): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw invalid(path, 'an object', v);
  const unknown = Object.keys(v).find((k) => !keys.includes(k));
  if (unknown !== undefined) throw new CoreError('INVALID_ARGUMENT', `${path} has no field "${unknown}"; its fields are ${keys.join(', ')}.`);
  return v as Obj;
}

function optional<T>(o: Obj, key: string, path: string, check: (v: unknown, path: string) => T): T | undefined {
  return o[key] === undefined ? undefined : check(o[key], `${path}.${key}`);
}

function required<T>(o: Obj, key: string, path: string, check: (v: unknown, path: string) => T): T {
  if (o[key] === undefined) throw new CoreError('INVALID_ARGUMENT', `${path}.${key} is required.`);
  return check(o[key], `${path}.${key}`);
}

/** A column name: non-empty text. */
function text(v: unknown, path: string): string {
  if (typeof v !== 'string' || v.length === 0 || v.length > MAX_TEXT) throw invalid(path, `text of 1 to ${MAX_TEXT} characters`, v);
  return v;
}

/** Text a user typed, which may be empty (a description, an asset field the edit helpers judge). */
function anyText(v: unknown, path: string): string {
  if (typeof v !== 'string' || v.length > MAX_TEXT) throw invalid(path, `text of at most ${MAX_TEXT} characters`, v);
  return v;
}

function nullable<T>(check: (v: unknown, path: string) => T): (v: unknown, path: string) => T | null {
  return (v, path) => (v === null ? null : check(v, path));
}

function finite(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw invalid(path, 'a finite number', v);
  return v;
}

function index(v: unknown, path: string): number {
  if (!Number.isInteger(v) || (v as number) < 0) throw invalid(path, 'a whole number from 0', v);
  return v as number;
}

function horizon(v: unknown, path: string): number {
  if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > MAX_HORIZON) throw invalid(path, `a whole number from 1 to ${MAX_HORIZON}`, v);
  return v as number;
}

function threshold(v: unknown, path: string): number {
  if (typeof v !== 'number' || !(v > 0) || v > MAX_ANOMALY_THRESHOLD) throw invalid(path, `a number above 0 and at most ${MAX_ANOMALY_THRESHOLD}`, v);
  return v;
}

function oneOf<T extends string>(v: unknown, path: string, values: readonly T[]): T {
  if (!values.includes(v as T)) throw invalid(path, `one of ${values.join(', ')}`, v);
  return v as T;
}

function list<T>(v: unknown, path: string, check: (v: unknown, path: string) => T): T[] {
  if (!Array.isArray(v) || v.length > MAX_LIST) throw invalid(path, `a list of at most ${MAX_LIST}`, v);
  return v.map((item, i) => check(item, `${path}[${i}]`));
}

function record<T>(v: unknown, path: string, check: (v: unknown, path: string) => T): Record<string, T> {
  const o = v as Obj;
  if (typeof v !== 'object' || v === null || Array.isArray(v) || Object.keys(o).length > MAX_LIST) throw invalid(path, `an object of at most ${MAX_LIST} entries`, v);
  return Object.fromEntries(Object.keys(o).map((k) => [k, check(o[k], `${path}.${JSON.stringify(k)}`)]));
}

function invalid(path: string, expected: string, got: unknown): CoreError {
  const shown = JSON.stringify(got) ?? String(got);
  return new CoreError('INVALID_ARGUMENT', `${path} must be ${expected} (got ${shown.length > 60 ? `${shown.slice(0, 60)}…` : shown}).`);
}

/** `o` without its undefined fields, so a checked value has exactly the fields that were given. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
