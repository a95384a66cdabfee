import type { Dataset } from '../dataset/types.js';
import { columnTimes } from './columnTimes.js';

/** Each group's first and last time, as the note words them ('2004-08'). */
export interface SeriesSpan {
  readonly names: readonly string[];
  readonly from: string;
  readonly to: string;
}

/**
 * When the series of a series key (stocks.csv's `symbol`) cover different spans of time, a sentence that says so —
 * a bar or a portfolio of "mean price by symbol" then compares GOOG's mean over 2004-08 … 2010-03 with the others'
 * over 2000-01 … 2010-03 (issue 13), which a reader must know. Spans are compared by month when every time is the
 * first of a month at midnight UTC, else by day. Undefined when `column` is not the dataset's series key, there is no
 * time column, or every series covers the same span. The commonest span is "the others'".
 *
 * @example
 * seriesSpansNote(stocks, 'symbol');
 * // 'The symbols cover different spans: GOOG 2004-08 to 2010-03, the others 2000-01 to 2010-03 — each mean is over its own dates.'
 */
export function seriesSpansNote(ds: Dataset, column: string, aggregation?: string): string | undefined {
  const spans = seriesSpans(ds, column);
  if (!spans || spans.length < 2) return undefined;
  const [common, ...rest] = [...spans].sort((a, b) => b.names.length - a.names.length || a.from.localeCompare(b.from));
  const each = rest.map((s) => `${s.names.join(', ')} ${s.from} to ${s.to}`).join('; ');
  const what = aggregation === 'mean' ? 'mean' : aggregation === 'sum' ? 'total' : aggregation === 'count' ? 'count' : 'value';
  return `The ${plural(column)} cover different spans: ${each}; the others ${common!.from} to ${common!.to} — each ${what} is over its own dates.`;
}

/** The series key's groups by span (first to last time), or undefined when `column` is not the series key or there is no time. */
export function seriesSpans(ds: Dataset, column: string): SeriesSpan[] | undefined {
  if (ds.roles.find((r) => r.column === column)?.role !== 'series') return undefined;
  const time = ds.roles.find((r) => r.role === 'time')?.column;
  if (time === undefined || !ds.headers.includes(column)) return undefined;
  const key = ds.column(column);
  if (key.type !== 'string') return undefined;
  const times = columnTimes(ds, time);
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let monthly = true;
  for (let i = 0; i < times.length; i++) {
    const t = times[i]!;
    const code = key.codes[i]!;
    if (Number.isNaN(t) || code === 0) continue;
    if (monthly) {
      const d = new Date(t);
      monthly = d.getUTCDate() === 1 && t % 86_400_000 === 0;
    }
    if (!(first.get(code)! <= t)) first.set(code, t);
    if (!(last.get(code)! >= t)) last.set(code, t);
  }
  const fmt = (t: number) => new Date(t).toISOString().slice(0, monthly ? 7 : 10);
  const bySpan = new Map<string, { names: string[]; from: string; to: string }>();
  for (const [code, t0] of first) {
    const from = fmt(t0);
    const to = fmt(last.get(code)!);
    const k = `${from} ${to}`;
    const entry = bySpan.get(k) ?? { names: [], from, to };
    entry.names.push(key.dictionary[code]!);
    bySpan.set(k, entry);
  }
  return [...bySpan.values()];
}

function plural(word: string): string {
  return /(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;
}
