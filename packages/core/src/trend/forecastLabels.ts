import { calendarIndex, calendarLabel, calendarStart } from './calendar.js';
import type { Series } from './types.js';

/**
 * Labels and times for the `h` periods after a series — after its incomplete last period, if it
 * has one (`partialAfter`): the next calendar periods of a dated series ('2024-04', 'Week of
 * 2024-04-08'), else 'Period n+1' … (or the next 'Period a-b' chunks when rows were bucketed).
 *
 * @example
 * forecastLabels({ values: [1, 2], labels: ['Period 1', 'Period 2'] }, 2).labels; // ['Period 3', 'Period 4']
 */
export function forecastLabels(series: Series, h: number): { labels: string[]; times?: number[] } {
  const n = series.values.length;
  const { times, unit } = series;
  // an incomplete last period, left out of the series, is not forecast either: the first forecast period is the one after it
  const skip = series.partialAfter ?? 0;
  if (times && unit && n > 0) {
    const i0 = calendarIndex(times[n - 1]!, unit) + skip;
    const idx = Array.from({ length: h }, (_, j) => i0 + j + 1);
    return { labels: idx.map((i) => calendarLabel(i, unit)), times: idx.map((i) => calendarStart(i, unit)) };
  }
  const k = series.rowsPerBucket ?? 1;
  const end = (k > 1 ? Number(/-(\d+)$/.exec(series.labels[n - 1] ?? '')?.[1] ?? n * k) : n) + skip * k;
  return {
    labels: Array.from({ length: h }, (_, j) => (k > 1 ? `Period ${end + j * k + 1}-${end + (j + 1) * k}` : `Period ${end + j + 1}`)),
  };
}
