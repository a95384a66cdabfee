import { MAX_TREND_POINTS } from '../constants.js';
import { calendarIndex, calendarLabel, calendarStart } from './calendar.js';
import type { CalendarUnit, Series } from './types.js';

const UNITS: readonly CalendarUnit[] = ['day', 'week', 'month', 'quarter', 'year'];

/**
 * A series of at most `max` (500) points. Shorter series come back unchanged.
 * Dated series use the finest calendar unit (day, week, month, quarter, year) whose
 * span from first to last point is at most `max` buckets. Undated series, or dated
 * ones spanning more than 500 years, become consecutive chunks of k = ⌈n / max⌉
 * points labelled 'Period a-b'. Each bucket's value is the mean of its points (the
 * per-date values): a sum would make a partial first or last bucket look like a drop,
 * and the last bucket drives the forecast.
 *
 * @example
 * bucketSeries(daily1000).unit; // 'week' (1000 days span 143 weeks)
 */
export function bucketSeries(series: Series, max = MAX_TREND_POINTS): Series {
  const n = series.values.length;
  if (n <= max) return series;
  const times = series.times;
  if (times) {
    const unit = UNITS.find((u) => calendarIndex(times[n - 1]!, u) - calendarIndex(times[0]!, u) + 1 <= max);
    if (unit) return byCalendar(series.values, times, unit);
  }
  return byRows(series.values, Math.ceil(n / max));
}

function byCalendar(values: readonly number[], times: readonly number[], unit: CalendarUnit): Series {
  const out: number[] = [];
  const labels: string[] = [];
  const starts: number[] = [];
  let end = -Infinity;
  let sum = 0;
  let count = 0;
  const flush = () => {
    if (count > 0) out.push(sum / count);
  };
  for (let i = 0; i < values.length; i++) {
    const t = times[i]!;
    if (t >= end) {
      flush();
      const index = calendarIndex(t, unit);
      starts.push(calendarStart(index, unit));
      labels.push(calendarLabel(index, unit));
      end = calendarStart(index + 1, unit);
      sum = 0;
      count = 0;
    }
    sum += values[i]!;
    count++;
  }
  flush();
  return { values: out, labels, times: starts, unit };
}

function byRows(values: readonly number[], k: number): Series {
  const out: number[] = [];
  const labels: string[] = [];
  for (let a = 0; a < values.length; a += k) {
    const b = Math.min(values.length, a + k);
    let sum = 0;
    for (let i = a; i < b; i++) sum += values[i]!;
    out.push(sum / (b - a));
    labels.push(`Period ${a + 1}-${b}`);
  }
  return { values: out, labels, rowsPerBucket: k };
}
