import type { Dataset } from '../dataset/types.js';
import { chartLeftOut } from './chartLeftOut.js';
import type { ChartConfig } from './types.js';

/** What a category chart's title says when it leaves groups out: "top 10 of 59". */
export interface GroupsShown {
  /** The groups drawn by name (a pie's 'Other (54 more)' slice is none). */
  readonly shown: number;
  /** The groups the column has. */
  readonly of: number;
}

type GroupsConfig = Pick<ChartConfig, 'type' | 'xAxis' | 'yAxis' | 'aggregation' | 'unit'>;

/**
 * How many groups a category chart over `config.xAxis` could draw: the text column's distinct non-empty values,
 * less a total of the others the chart leaves out (`chartLeftOut`: disasters.csv's 'All natural disasters');
 * undefined when the axis is no text category (a time unit, a number or date column, an unknown column).
 */
export function chartGroupCount(ds: Dataset, config: Omit<GroupsConfig, 'type'>): number | undefined {
  if (config.unit !== undefined || !ds.headers.includes(config.xAxis)) return undefined;
  const x = ds.column(config.xAxis);
  if (x.type !== 'string') return undefined;
  return x.dictionary.length - 1 - (chartLeftOut(ds, config) ? 1 : 0); // dictionary entry 0 is the empty cell
}

/**
 * Whether a top-`limit` category chart that drew `points` leaves groups out, and then how many it names of how
 * many (issue 13: zipcodes.csv's "count of rows by state" drew 10 bars of 59 states and territories, and the title
 * read as if every state were there). Null when every group is drawn: fewer points than the limit, a time axis,
 * month or weekday names on a bar or line (every name, in calendar order), no more groups than are shown.
 * A pie's points past its limit are its 'Other (54 more)' slice (`chartData`), not a group shown.
 *
 * @example
 * chartGroupsShown(zipcodes, { type: 'bar', xAxis: 'state', yAxis: null, aggregation: 'count' }, 10, 10); // { shown: 10, of: 59 }
 */
export function chartGroupsShown(ds: Dataset, config: GroupsConfig, points: number, limit: number): GroupsShown | null {
  const shown = Math.min(points, limit);
  if (shown < limit) return null;
  const calendar = config.type !== 'pie' && Boolean(ds.roles.find((r) => r.column === config.xAxis)?.calendar);
  const of = calendar ? undefined : chartGroupCount(ds, config);
  return of !== undefined && of > shown ? { shown, of } : null;
}
