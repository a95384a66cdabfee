import { formatNumber } from '@tallyline/core';
import type { Dataset } from '@tallyline/core';

/** A top-N category chart that leaves values out: how many it shows, of how many the column has. */
export interface ShownOf {
  shown: number;
  of: number;
}

/**
 * Whether a category chart shows only its top `limit` groups of more (issue 13: zipcodes.csv's "count of rows
 * by state" drew 10 bars of the file's 59 states and territories, and the title read as if every state were there). Null for
 * a time or calendar axis (every bucket or name is drawn), for a chart with fewer groups than its limit, and
 * when the column has no more distinct texts than are shown. `points` is how many the chart draws; `of` counts the
 * column's distinct non-empty texts.
 *
 * @example
 * chartShownOf(zipcodes, 'state', 10, 10); // { shown: 10, of: 59 }
 */
export function chartShownOf(ds: Dataset, xAxis: string, points: number, limit: number): ShownOf | null {
  // a pie's points past its limit are one slice of the rest ('Other (7 more)', core's chartData): not a group shown
  const shown = Math.min(points, limit);
  if (shown < limit || !ds.headers.includes(xAxis)) return null;
  const x = ds.column(xAxis);
  if (x.type !== 'string' || ds.roles.find((r) => r.column === xAxis)?.calendar) return null;
  const of = x.dictionary.length - 1; // entry 0 is the empty cell
  return of > shown ? { shown, of } : null;
}

/** The chart's title saying so: "count of rows by state (top 10 of 59)"; core's "(top 5)" becomes "(top 5 of 59)"; a title that already says "top N of M" (core's per-row titles) is kept. */
export function titleWithShown(title: string, top: ShownOf | null): string {
  // core already says it over a summary table's rows: "revenue per product (one row each, top 10 of 12)"
  if (!top || /\btop \d[\d,]* of \d/.test(title)) return title;
  const words = `top ${top.shown} of ${formatNumber(top.of)}`;
  return /\(top \d+\)/.test(title) ? title.replace(/\(top \d+\)/, `(${words})`) : `${title} (${words})`;
}
